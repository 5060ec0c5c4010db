import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { StreamEvent } from '@/api/live/event-stream-parser';
import type { followEventStream } from '@/api/live/follow-board-events';
import { boardHasPendingWrites } from '@/sync/queue/write-scope';
import { boardKeys } from '@/api/queries/keys';
import { useApiClient } from '@/api/react/api-client-context';
import { loadLiveBoardSession } from '@/data/live/use-live-board';
import { MY_ITEMS_KEY } from './my-items-query';

type FollowEventStream = typeof followEventStream;

/** Events arriving within this long make one round of reads (a bulk move is one). */
export const LIVE_BURST_MS = 50;

/** The board an event of `GET /me/events` is about, or null for one it cannot read. */
export function boardOfEvent(message: StreamEvent): number | null {
  try {
    const data = JSON.parse(message.data) as { board_id?: unknown };
    return typeof data.board_id === 'number' && Number.isInteger(data.board_id)
      ? data.board_id
      : null;
  } catch {
    return null;
  }
}

/**
 * Follows the boards My work shows through one stream, `GET /me/events` (one connection for
 * every board: a stream per board would take the browser's six connections per server). A
 * board with news is read again (an ETag read, through the page's gate), not while its own
 * writes are on their way (the last of them reads it); checklist news reads my items again.
 * After a reconnection every board is read again (the stream does not resume). Returns whether
 * the stream is live: while it is not (not yet, or a server without it), the page polls.
 */
export function useLiveMyWork(boardIds: readonly number[]): boolean {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  const shown = useRef<ReadonlySet<number>>(new Set());
  useEffect(() => {
    shown.current = new Set(boardIds);
  }, [boardIds]);

  useEffect(() => {
    const dirty = new Set<number>();
    let items = false;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let wasLive = false;
    const flush = () => {
      timer = null;
      for (const boardId of dirty) {
        if (boardHasPendingWrites(queryClient, boardId)) continue;
        void queryClient.invalidateQueries({ queryKey: boardKeys.detail(boardId), exact: true });
      }
      dirty.clear();
      if (items) void queryClient.invalidateQueries({ queryKey: MY_ITEMS_KEY });
      items = false;
    };
    const schedule = () => {
      timer ??= setTimeout(flush, LIVE_BURST_MS);
    };
    const follow = (followEventStream: FollowEventStream) =>
      followEventStream(client, '/me/events', {
        onMessage: (message) => {
          const boardId = boardOfEvent(message);
          if (boardId === null || !shown.current.has(boardId)) return;
          dirty.add(boardId);
          if (message.event === 'checklist') items = true;
          schedule();
        },
        onStatus: (status) => {
          const now = status === 'live';
          setLive(now);
          if (now && wasLive) {
            for (const boardId of shown.current) dirty.add(boardId);
            items = true;
            schedule();
          }
          wasLive ||= now;
        },
      });
    let stop: (() => void) | null = null;
    let ended = false;
    loadLiveBoardSession().then(
      (session) => {
        if (!ended) stop = follow(session.followEventStream);
      },
      // The chunk did not load (offline): the page keeps polling.
      () => undefined,
    );
    return () => {
      ended = true;
      stop?.();
      if (timer !== null) clearTimeout(timer);
    };
  }, [client, queryClient]);
  return live;
}
