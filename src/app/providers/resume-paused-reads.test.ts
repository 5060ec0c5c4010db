import {
  MutationObserver,
  onlineManager,
  QueryObserver,
  type QueryClient,
} from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { createSessionServices } from './session-services';

const boardKey = ['boards', 'detail', 1];

/** Two writes in one scope; the first awaits a refetch of the board when it settles. */
function twoScopedWrites(queryClient: QueryClient) {
  const scope = { id: 'board:1' };
  const first = new MutationObserver(queryClient, {
    mutationFn: () => Promise.resolve(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: boardKey }),
    scope,
  });
  const second = new MutationObserver(queryClient, { mutationFn: () => Promise.resolve(), scope });
  void first.mutate(undefined);
  void second.mutate(undefined);
}

describe('paused reads after a reconnect', () => {
  afterEach(() => {
    onlineManager.setOnline(true);
  });

  it('go on at once, so a write awaiting one and a write queued behind it both finish', async () => {
    const services = createSessionServices({
      baseUrl: 'https://pb.test/api',
      getToken: () => 'demo-manager',
      onUnauthenticated: () => undefined,
      fetchFn: () => Promise.reject(new TypeError('no network in this test')),
    });
    const stop = services.activate();
    const { queryClient } = services;
    queryClient.mount();
    let reads = 0;
    let failNextRead = false;
    const board = new QueryObserver(queryClient, {
      queryKey: boardKey,
      queryFn: () => {
        reads += 1;
        if (failNextRead) {
          failNextRead = false;
          // The connection drops with this read: its retry waits for the network.
          onlineManager.setOnline(false);
          throw new TypeError('Failed to fetch');
        }
        return { read: reads };
      },
      retry: 1,
      retryDelay: 10,
    });
    const unsubscribe = board.subscribe(() => undefined);
    await expect.poll(() => reads).toBe(1);

    failNextRead = true;
    twoScopedWrites(queryClient);
    const boardQuery = () => queryClient.getQueryCache().find({ queryKey: boardKey });
    await expect.poll(() => boardQuery()?.state.fetchStatus).toBe('paused');
    const writes = () => queryClient.getMutationCache().getAll();
    // The first write waits for the paused refetch; the second waits behind the first.
    expect(writes().map((write) => write.state.isPaused)).toEqual([false, true]);

    onlineManager.setOnline(true);
    await expect
      .poll(() => writes().map((write) => write.state.status))
      .toEqual(['success', 'success']);
    expect(reads).toBe(3);
    expect(boardQuery()?.state.data).toEqual({ read: 3 });

    unsubscribe();
    queryClient.unmount();
    stop();
  });
});
