import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/http/client';
import { followBoardEvents, type LiveStreamStatus } from '@/api/live/follow-board-events';
import { boardHasPendingWrites } from '@/sync/queue/write-scope';
import { accountKeys, boardKeys } from '@/api/queries/keys';
import type { BoardWorkingSet, Me } from '@/api/types';
import { applyLiveUpdate } from './apply-live-update';
import { refreshAfterCommentEvents } from './comment-events';
import { describeTeammateChanges } from './describe-teammate-changes';
import { liveBoard, useLiveBoardStore } from './live-board-store';
import { planLiveUpdate, type TopicChange } from './plan-live-update';

/**
 * For My work's one stream of every board (`features/my-work/use-live-my-work.ts`), loaded with
 * this chunk: imported on its own, the follower would be split into a chunk of its own, listed
 * (twice) on the first load.
 */
export { followEventStream } from '@/api/live/follow-board-events';

/** Events this close together are read and shown as one burst. */
export const LIVE_BURST_MS = 50;

/** Reads the board again (a 304 when nothing changed), unless its own writes are on their way. */
function readBoardAgain(queryClient: QueryClient, boardId: number): void {
  if (boardHasPendingWrites(queryClient, boardId)) return;
  void queryClient.invalidateQueries(
    { queryKey: boardKeys.detail(boardId), exact: true },
    { cancelRefetch: false },
  );
}

/**
 * Follows the board's event stream until the returned function is called: reads what changed
 * and merges it in place, marks and announces teammates' changes, and tracks who else has the
 * board open. Each switch between streaming and polling reads the board once.
 */
export function startLiveBoard(
  queryClient: QueryClient,
  client: ApiClient,
  boardId: number,
): () => void {
  const running = new AbortController();
  let burst: TopicChange[] = [];
  let burstTimer: ReturnType<typeof setTimeout> | undefined;
  let applying = false;
  let status: LiveStreamStatus | null = null;

  const boardNow = () => queryClient.getQueryData<BoardWorkingSet>(boardKeys.detail(boardId));
  async function apply(events: readonly TopicChange[]): Promise<void> {
    const plan = planLiveUpdate(events, boardNow());
    await applyLiveUpdate(queryClient, client, boardId, plan, running.signal);
    if (running.signal.aborted) return;
    const me = queryClient.getQueryData<Me>(accountKeys.me());
    refreshAfterCommentEvents(queryClient, boardId, events, me?.id ?? null);
    const { viewers } = useLiveBoardStore.getState();
    const seen = describeTeammateChanges(events, boardNow(), viewers, me?.id ?? null);
    if (seen.byCard.size > 0) liveBoard.noteChanges(seen.byCard, seen.announcement, Date.now());
  }
  // One burst is applied at a time; events arriving meanwhile gather into the next one, so a
  // fast stream makes bigger bursts (read as one board read past 20 cards), never a queue.
  function schedule(): void {
    if (!applying) burstTimer ??= setTimeout(() => void flush(), LIVE_BURST_MS);
  }
  async function flush(): Promise<void> {
    burstTimer = undefined;
    const events = burst;
    burst = [];
    applying = true;
    try {
      await apply(events);
    } catch {
      // A read that failed (offline, say): the next poll or event brings the board.
      readBoardAgain(queryClient, boardId);
    } finally {
      applying = false;
      if (burst.length > 0 && !running.signal.aborted) schedule();
    }
  }
  const expiry = setInterval(() => liveBoard.expireChanges(Date.now()), 1000);

  const stop = followBoardEvents(client, boardId, {
    onStatus(next) {
      const wasLive = status === 'live';
      status = next;
      liveBoard.setStatus(next);
      // Live: catch up on what happened before the stream opened, and stop polling. No
      // longer live: read once, and the poll (re-armed by that read) takes over.
      if ((next === 'live') !== wasLive) readBoardAgain(queryClient, boardId);
    },
    onEvent(event) {
      if (event.type === 'presence') {
        liveBoard.setViewers(event.viewers);
        return;
      }
      if (event.type === 'reset') {
        readBoardAgain(queryClient, boardId);
        return;
      }
      burst.push({ topic: event.topic, change: event.change });
      schedule();
    },
  });
  return () => {
    running.abort();
    stop();
    clearTimeout(burstTimer);
    clearInterval(expiry);
  };
}
