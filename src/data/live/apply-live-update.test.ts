import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@/api/http/client';
import { boardWriteScope } from '@/sync/queue/write-scope';
import { cardOf } from '@/api/queries/board-index';
import { boardKeys } from '@/api/queries/keys';
import { boardOf, wireCard, wireColumn } from '@/api/testing/board-fixture';
import { applyLiveUpdate } from './apply-live-update';

const board = boardOf([wireColumn(1, 1)], [wireCard(10, 1, 1, { version: 1 })]);

/** A client whose every request is recorded and answered with card 10, renamed. */
function recordingClient() {
  const requests: string[] = [];
  const fetchFn = vi.fn((input: RequestInfo | URL) => {
    requests.push(String(input));
    return Promise.resolve(Response.json({ ...wireCard(10, 1, 1), title: 'Theirs', version: 4 }));
  });
  return { client: createApiClient({ baseUrl: 'http://api.test', token: 't', fetchFn }), requests };
}

const plan = { readBoard: false, readCards: [10], removeCards: [] };

describe('applyLiveUpdate', () => {
  it('reads a changed card and merges it into the held board', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(boardKeys.detail(1), board);
    const { client, requests } = recordingClient();
    await applyLiveUpdate(queryClient, client, 1, plan, new AbortController().signal);
    expect(requests).toEqual(['http://api.test/boards/1/cards/10']);
    const held = queryClient.getQueryData<typeof board>(boardKeys.detail(1));
    expect(held && cardOf(held, 10)).toMatchObject({ title: 'Theirs', version: 4 });
  });

  it("marks the calendar's dated checklist items stale, as a changed card may carry a changed item", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(boardKeys.detail(1), board);
    const datedKey = boardKeys.datedItemsIn(1, 'from', 'to');
    queryClient.setQueryData(datedKey, []);
    const { client } = recordingClient();
    await applyLiveUpdate(queryClient, client, 1, plan, new AbortController().signal);
    expect(queryClient.getQueryState(datedKey)?.isInvalidated).toBe(true);
  });

  it("reads nothing while the board's own writes are on their way (their echo, or a read that would hide them)", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(boardKeys.detail(1), board);
    const write = queryClient.getMutationCache().build(queryClient, {
      scope: boardWriteScope(1),
      mutationFn: () => new Promise<never>(() => undefined),
    });
    void write.execute(undefined);
    const { client, requests } = recordingClient();
    await applyLiveUpdate(queryClient, client, 1, plan, new AbortController().signal);
    await applyLiveUpdate(
      queryClient,
      client,
      1,
      { ...plan, readBoard: true },
      new AbortController().signal,
    );
    expect(requests).toEqual([]);
    expect(queryClient.getQueryData(boardKeys.detail(1))).toBe(board);
  });
});
