// @vitest-environment jsdom
import {
  focusManager,
  MutationObserver,
  onlineManager,
  QueryObserver,
} from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, type RequestOutcome } from '@/api/http/client';
import { ApiError } from '@/api/http/errors';
import { boardWriteScope } from '@/sync/queue/write-scope';
import { boardKeys } from '@/api/queries/keys';
import { unknown } from '@/api/schemas/shape';
import { connectivityState, createConnectivityMonitor } from './connectivity';
import {
  createAppQueryClient,
  MAX_SERVER_RETRIES,
  mutationRetryDelay,
  RETRY_CAP_MS,
  retryMutation,
} from './query-client';

const error = (kind: ApiError['kind'], status: number | null) =>
  new ApiError({ kind, status, message: kind });

describe('mutation retries', () => {
  it('retries network failures and 401s without end, 5xx a few times, refusals never', () => {
    expect(retryMutation(50, error('network', null))).toBe(true);
    expect(retryMutation(50, error('unauthenticated', 401))).toBe(true);
    expect(retryMutation(0, error('server', 503))).toBe(true);
    expect(retryMutation(MAX_SERVER_RETRIES, error('server', 500))).toBe(false);
    expect(retryMutation(0, error('server', 429))).toBe(true);
    for (const refusal of [
      error('forbidden', 403),
      error('not_found', 404),
      error('validation', 422),
      error('server', 200), // a malformed answer
    ]) {
      expect(retryMutation(0, refusal)).toBe(false);
    }
    expect(retryMutation(0, new Error('bug'))).toBe(false);
  });

  it('backs off exponentially up to a cap, and waits for no timer after a 401', () => {
    const delays = [0, 1, 2, 3, 10].map((n) => mutationRetryDelay(n, error('network', null)));
    expect(delays[0]).toBeGreaterThanOrEqual(400);
    expect(delays[0]).toBeLessThanOrEqual(600);
    expect(delays[3]).toBeGreaterThanOrEqual(3200);
    expect(delays[4]).toBeLessThanOrEqual(RETRY_CAP_MS * 1.2);
    expect(mutationRetryDelay(3, error('unauthenticated', 401))).toBe(0);
  });
});

describe('the API client', () => {
  it('reads the token at every request and reports every outcome', async () => {
    let token = 'old';
    const outcomes: RequestOutcome[] = [];
    const seen: (string | null)[] = [];
    const answers = [
      () => new Response('{"a":1}', { status: 200 }),
      () => new Response('{"error":"Unauthenticated."}', { status: 401 }),
      () => new Response('{}', { status: 500 }),
      () => {
        throw new TypeError('Failed to fetch');
      },
    ];
    const client = createApiClient({
      baseUrl: 'http://api.test',
      token: () => token,
      onOutcome: (outcome) => outcomes.push(outcome),
      fetchFn: (_input, init) => {
        seen.push(new Headers(init?.headers).get('Authorization'));
        const answer = answers.shift();
        if (!answer) throw new Error('no answer left');
        return Promise.resolve(answer());
      },
    });
    const schema = unknown();
    await client.request({ method: 'GET', path: '/x', schema });
    token = 'new';
    for (let i = 0; i < 3; i += 1) {
      await client.request({ method: 'GET', path: '/x', schema }).catch(() => undefined);
    }
    expect(seen).toEqual(['Bearer old', 'Bearer new', 'Bearer new', 'Bearer new']);
    expect(outcomes).toEqual(['ok', 'unauthenticated', 'http-error', 'network-error']);
  });
});

describe('the connectivity monitor', () => {
  let stop: (() => void) | null = null;
  afterEach(() => {
    stop?.();
    vi.useRealTimers();
  });

  it('goes offline after failures in a row, probes, and is back on the first answer', async () => {
    vi.useFakeTimers();
    const probe = vi.fn(() => Promise.resolve());
    const monitor = createConnectivityMonitor({ probe, onUnauthenticated: () => undefined });
    stop = monitor.activate();
    monitor.report('network-error');
    expect(onlineManager.isOnline()).toBe(true);
    monitor.report('network-error');
    expect(connectivityState().unreachable).toBe(true);
    expect(onlineManager.isOnline()).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(probe).toHaveBeenCalledTimes(1);
    monitor.report('network-error'); // the probe failed
    await vi.advanceTimersByTimeAsync(2000);
    expect(probe).toHaveBeenCalledTimes(2);
    monitor.report('http-error'); // any answer: the server is there
    expect(onlineManager.isOnline()).toBe(true);
    expect(connectivityState().unreachable).toBe(false);
  });

  it('holds everything after a 401 until the session is renewed', () => {
    const onUnauthenticated = vi.fn();
    const monitor = createConnectivityMonitor({
      probe: () => Promise.resolve(),
      onUnauthenticated,
    });
    stop = monitor.activate();
    monitor.report('unauthenticated');
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
    expect(onlineManager.isOnline()).toBe(false);
    monitor.sessionRenewed();
    expect(onlineManager.isOnline()).toBe(true);
  });

  it("follows the browser's offline and online events", () => {
    const monitor = createConnectivityMonitor({
      probe: () => Promise.resolve(),
      onUnauthenticated: () => undefined,
    });
    stop = monitor.activate(window);
    window.dispatchEvent(new Event('offline'));
    expect(connectivityState().browserOnline).toBe(false);
    expect(onlineManager.isOnline()).toBe(false);
    window.dispatchEvent(new Event('online'));
    expect(onlineManager.isOnline()).toBe(true);
  });
});

describe('the QueryClient', () => {
  it('does not refetch a board on focus while its writes are pending, and does after', async () => {
    const client = createAppQueryClient({ onUnauthenticated: () => undefined });
    client.mount();
    const fetches = vi.fn(() => Promise.resolve({ cards: [] }));
    const board = new QueryObserver(client, {
      queryKey: boardKeys.detail(1),
      queryFn: fetches,
      staleTime: 0,
    });
    const unsubscribe = board.subscribe(() => undefined);
    await vi.waitFor(() => expect(fetches).toHaveBeenCalledTimes(1));

    let release: () => void = () => undefined;
    const answer = new Promise<void>((resolve) => (release = resolve));
    const write = new MutationObserver(client, {
      scope: boardWriteScope(1),
      mutationFn: () => answer,
    });
    const saved = write.mutate();
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetches).toHaveBeenCalledTimes(1);

    release();
    await saved;
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await vi.waitFor(() => expect(fetches).toHaveBeenCalledTimes(2));
    focusManager.setFocused(undefined);
    unsubscribe();
    client.unmount();
  });
});
