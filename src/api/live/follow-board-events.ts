import { isApiError } from '../http/errors';
import type { ApiClient } from '../http/client';
import { readBoardEvent, type LiveBoardEvent } from './board-events';
import { createEventStreamParser, type StreamEvent } from './event-stream-parser';

/**
 * - `connecting`: the first connection is being opened;
 * - `live`: events arrive as they happen;
 * - `reconnecting`: the stream was lost and is opened again after a pause;
 * - `unsupported`: the server has no stream for this board (or refused it): poll instead.
 */
export type LiveStreamStatus = 'connecting' | 'live' | 'reconnecting' | 'unsupported';

export interface FollowBoardOptions {
  onEvent: (event: LiveBoardEvent) => void;
  onStatus: (status: LiveStreamStatus) => void;
  /** The backoff's jitter source (tests pass a seeded one). */
  random?: () => number;
}

/** Reconnection backoff: 1 s, 2 s, 4 s ... up to 30 s (±20 % jitter). */
export const STREAM_RETRY_BASE_MS = 1000;
export const STREAM_RETRY_CAP_MS = 30_000;
/** The server sends a comment every 15 s; this long without a byte means the line is dead. */
export const STREAM_IDLE_MS = 45_000;
/** A stream that stayed up this long starts the backoff from the beginning when it drops. */
const STREAM_HEALTHY_MS = 30_000;

export function streamRetryDelay(attempt: number, random: () => number): number {
  const delay = Math.min(STREAM_RETRY_BASE_MS * 2 ** (attempt - 1), STREAM_RETRY_CAP_MS);
  return Math.round(delay * (0.8 + random() * 0.4));
}

/** A refusal that trying again will not change: no stream here, or no access to the board. */
function isFinal(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'not_found' || error.kind === 'forbidden');
}

function isEventStream(response: Response): boolean {
  return (response.headers.get('content-type') ?? '').startsWith('text/event-stream');
}

/**
 * Follows a board's event stream until the returned function is called: opened with `fetch`
 * (EventSource cannot send the Authorization header), resumed with `Last-Event-ID` after a
 * drop, reopened with backoff (at once when the browser comes back online), and given up for
 * polling when the server has no stream. Events it cannot read are skipped.
 */
export function followBoardEvents(
  client: ApiClient,
  boardId: number,
  { onEvent, ...options }: FollowBoardOptions,
): () => void {
  return followEventStream(client, `/boards/${boardId}/events`, {
    ...options,
    onMessage: (message) => {
      const event = readBoardEvent(message);
      if (event) onEvent(event);
    },
  });
}

export interface FollowStreamOptions extends Omit<FollowBoardOptions, 'onEvent'> {
  onMessage: (message: StreamEvent) => void;
}

/** Any event stream of the API at `path`, followed as a board's is (`followBoardEvents`). */
export function followEventStream(
  client: ApiClient,
  path: string,
  { onMessage, onStatus, random = Math.random }: FollowStreamOptions,
): () => void {
  const stopped = new AbortController();
  let lastEventId: string | null = null;
  let wake: (() => void) | null = null;
  const onOnline = () => wake?.();
  globalThis.addEventListener?.('online', onOnline);

  function pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        wake = null;
        stopped.signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      wake = done;
      stopped.signal.addEventListener('abort', done, { once: true });
    });
  }

  async function readUntilClosed(body: ReadableStream<Uint8Array>, attempt: AbortController) {
    const parser = createEventStreamParser(onMessage);
    const decoder = new TextDecoder();
    const reader = body.getReader();
    let idle = setTimeout(() => attempt.abort(), STREAM_IDLE_MS);
    const cancel = () => void reader.cancel().catch(() => undefined);
    attempt.signal.addEventListener('abort', cancel, { once: true });
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done || attempt.signal.aborted) return;
        clearTimeout(idle);
        idle = setTimeout(() => attempt.abort(), STREAM_IDLE_MS);
        parser.push(decoder.decode(value, { stream: true }));
        lastEventId = parser.lastEventId ?? lastEventId;
      }
    } finally {
      clearTimeout(idle);
      attempt.signal.removeEventListener('abort', cancel);
    }
  }

  async function run(): Promise<void> {
    let attempt = 0;
    while (!stopped.signal.aborted) {
      onStatus(attempt === 0 ? 'connecting' : 'reconnecting');
      const connection = new AbortController();
      const closeConnection = () => connection.abort();
      stopped.signal.addEventListener('abort', closeConnection, { once: true });
      const openedAt = Date.now();
      try {
        const response = await client.openStream({
          path,
          lastEventId,
          signal: connection.signal,
        });
        if (!isEventStream(response) || !response.body) {
          void response.body?.cancel().catch(() => undefined);
          onStatus('unsupported');
          return;
        }
        onStatus('live');
        await readUntilClosed(response.body, connection);
      } catch (error) {
        if (stopped.signal.aborted) return;
        if (isFinal(error)) {
          onStatus('unsupported');
          return;
        }
      } finally {
        stopped.signal.removeEventListener('abort', closeConnection);
      }
      if (stopped.signal.aborted) return;
      attempt = Date.now() - openedAt >= STREAM_HEALTHY_MS ? 1 : attempt + 1;
      onStatus('reconnecting');
      await pause(streamRetryDelay(attempt, random));
    }
  }

  void run();
  return () => {
    stopped.abort();
    globalThis.removeEventListener?.('online', onOnline);
  };
}
