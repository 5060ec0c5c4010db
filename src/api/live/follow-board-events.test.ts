import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../http/client';
import {
  followBoardEvents,
  STREAM_IDLE_MS,
  streamRetryDelay,
  type LiveStreamStatus,
} from './follow-board-events';

afterEach(() => {
  vi.useRealTimers();
});

describe('streamRetryDelay', () => {
  it('doubles from 1 s up to 30 s, with at most 20 % jitter either way', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((attempt) => streamRetryDelay(attempt, () => 0.5))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
    expect(streamRetryDelay(1, () => 0)).toBe(800);
    expect(streamRetryDelay(6, () => 0.999_999)).toBe(36_000);
  });
});

describe('followBoardEvents on a line that goes quiet', () => {
  it('counts 45 s without a byte as a drop and opens the stream again', async () => {
    vi.useFakeTimers();
    const opened: number[] = [];
    const fetchFn = vi.fn(() => {
      opened.push(Date.now());
      // Headers, then silence: not even the keep-alive comment.
      const body = new ReadableStream<Uint8Array>({ start: () => undefined });
      return Promise.resolve(
        new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }),
      );
    });
    const client = createApiClient({ baseUrl: 'http://api.test', token: 't', fetchFn });
    const statuses: LiveStreamStatus[] = [];
    const stop = followBoardEvents(client, 1, {
      onEvent: () => undefined,
      onStatus: (status) => statuses.push(status),
      random: () => 0.5,
    });
    await vi.waitFor(() => expect(statuses).toEqual(['connecting', 'live']));
    await vi.advanceTimersByTimeAsync(STREAM_IDLE_MS - 1);
    expect(opened).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(statuses.at(-1)).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(1000);
    expect(opened).toHaveLength(2);
    expect(statuses.at(-1)).toBe('live');
    stop();
  });
});
