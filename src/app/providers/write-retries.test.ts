import { MutationObserver, onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@/api/http/client';
import { ApiError } from '@/api/http/errors';
import { defineMutation } from '@/sync/queue/define-mutation';
import { unknown } from '@/api/schemas/shape';
import { createAppQueryClient, MAX_SERVER_RETRIES, mutationRetryDelay } from './query-client';

/**
 * Each kind of failure has its own budget (issue "No lost work", finding 1: eight network errors
 * and then one 500 gave a rename up, because the 5xx limit counted every failure).
 */
const rename = defineMutation({
  mutationKey: ['test', 'rename'],
  mutate: (client, { title }: { title: string }) =>
    client.request({ method: 'POST', path: '/rename', body: { title }, schema: unknown }),
});

function scriptedFetch(script: (() => Response | Promise<Response>)[]) {
  const calls: { idempotencyKey: string | null }[] = [];
  const fetchFn: typeof fetch = (_input, init) => {
    const headers = new Headers(init?.headers);
    calls.push({ idempotencyKey: headers.get('idempotency-key') });
    const next = script[Math.min(calls.length - 1, script.length - 1)];
    if (!next) throw new Error('no scripted answer');
    return Promise.resolve(next());
  };
  return { fetchFn, calls };
}

const networkFailure = (): Response => {
  throw new TypeError('Failed to fetch');
};
const serverError = () => new Response('{"message":"Server Error"}', { status: 500 });
const saved = () => new Response('{"ok":true}', { status: 200 });

async function runWrite(script: (() => Response | Promise<Response>)[]) {
  const { fetchFn, calls } = scriptedFetch(script);
  const api = createApiClient({ baseUrl: 'https://api.test', token: 't', fetchFn });
  const queryClient = createAppQueryClient({
    onUnauthenticated: () => undefined,
    random: () => 0.5,
  });
  const observer = new MutationObserver(queryClient, rename.options(api));
  const outcome = observer.mutate({ title: 'new title' }).then(
    () => 'saved' as const,
    (error: unknown) => error,
  );
  let settled: unknown;
  void outcome.then((value) => (settled = value));
  for (let step = 0; step < 400 && settled === undefined; step += 1) {
    await vi.advanceTimersByTimeAsync(1000);
  }
  return { outcome: settled, calls };
}

describe('write retry budgets', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    onlineManager.setOnline(true);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('saves after eight network errors and then a 500 (network failures do not spend the 5xx budget)', async () => {
    const script = [...Array.from({ length: 8 }, () => networkFailure), serverError, saved];
    const { outcome, calls } = await runWrite(script);
    expect(outcome).toBe('saved');
    expect(calls).toHaveLength(10);
  });

  it(`gives a write up after ${MAX_SERVER_RETRIES + 1} answers of 5xx, whatever came between`, async () => {
    const script = [networkFailure, ...Array.from({ length: 20 }, () => serverError)];
    const { outcome, calls } = await runWrite(script);
    expect(outcome).toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(1 + MAX_SERVER_RETRIES + 1);
  });

  it('sends every attempt of one write with the same Idempotency-Key, and a new write with another', async () => {
    const first = await runWrite([networkFailure, serverError, saved]);
    const keys = new Set(first.calls.map((call) => call.idempotencyKey));
    expect(keys.size).toBe(1);
    const [key] = [...keys];
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    const second = await runWrite([saved]);
    expect(second.calls[0]?.idempotencyKey).not.toBe(key);
  });

  it('retries a request that never answers, after the timeout, instead of hanging the queue', async () => {
    const hung = () => new Promise<Response>(() => undefined);
    const { fetchFn, calls } = scriptedFetch([hung, saved]);
    const api = createApiClient({
      baseUrl: 'https://api.test',
      token: 't',
      fetchFn,
      timeoutMs: 5000,
    });
    const queryClient = createAppQueryClient({ onUnauthenticated: () => undefined });
    const observer = new MutationObserver(queryClient, rename.options(api));
    let outcome: string | undefined;
    void observer.mutate({ title: 'x' }).then(() => (outcome = 'saved'));
    await vi.advanceTimersByTimeAsync(4900);
    expect(calls).toHaveLength(1);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(100);
    expect(outcome).toBe('saved');
  });
});

describe('the retry delay', () => {
  it("waits at least what the server's Retry-After asked", () => {
    const busy = new ApiError({
      kind: 'server',
      status: 503,
      message: 'busy',
      retryAfterMs: 20_000,
    });
    expect(mutationRetryDelay(0, busy, () => 0.5)).toBe(20_000);
    const short = new ApiError({ kind: 'server', status: 429, message: 'slow', retryAfterMs: 100 });
    expect(mutationRetryDelay(2, short, () => 0.5)).toBe(2000);
  });

  it('draws its jitter from the given source, within ±20 %', () => {
    const network = new ApiError({ kind: 'network', status: null, message: 'x' });
    expect(mutationRetryDelay(1, network, () => 0)).toBe(800);
    expect(mutationRetryDelay(1, network, () => 0.999_999)).toBe(1200);
  });
});
