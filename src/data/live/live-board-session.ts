import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/http/client';
import { followBoardEvents, type LiveStreamStatus } from '@/api/live/follow-board-events';
import { boardHasPendingWrites } from '@/sync/queue/write-scope';
import { accountKeys, boardKeys } from '@/api/queries/keys';
import type { BoardWorkingSet, Me } from '@/api/types';
import { applyLiveUpdate } from './apply-live-update';
import { refreshAfterCommentEvents, refreshAfterRelationEvents } from './comment-events';
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

/**
 * Follows the board's event stream until the returned function is called: reads what changed
 * and merges it in place, marks and announces teammates' changes, and tracks who else has the
 * board open. Each switch between streaming and polling reads the board once.
 *
 * While the board's own writes are on their way nothing is read or merged (it would hide their
 * optimistic changes): the events wait, and are applied once the last write has settled and its
 * answers are on the board, so the echoes of the app's own writes need no read at all.
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
  /** Events and a board read held back while the board's own writes were on their way. */
  let waiting: TopicChange[] = [];
  let boardReadWaiting = false;

  const writesPending = () => boardHasPendingWrites(queryClient, boardId);
  /** Reads the board again (a 304 when nothing changed), once its own writes have settled. */
  function readBoardAgain(): void {
    if (writesPending()) {
      boardReadWaiting = true;
      return;
    }
    void queryClient.invalidateQueries(
      { queryKey: boardKeys.detail(boardId), exact: true },
      { cancelRefetch: false },
    );
  }
  const stopWatchingWrites = queryClient.getMutationCache().subscribe(() => {
    if ((waiting.length === 0 && !boardReadWaiting) || writesPending()) return;
    if (boardReadWaiting) {
      // The read brings what the held events say.
      boardReadWaiting = false;
      waiting = [];
      readBoardAgain();
      return;
    }
    burst.push(...waiting);
    waiting = [];
    schedule();
  });

  const boardNow = () => queryClient.getQueryData<BoardWorkingSet>(boardKeys.detail(boardId));
  async function apply(events: readonly TopicChange[]): Promise<void> {
    if (writesPending()) {
      waiting.push(...events);
      return;
    }
    const plan = planLiveUpdate(events, boardNow());
    const applied = await applyLiveUpdate(queryClient, client, boardId, plan, running.signal);
    if (running.signal.aborted) return;
    if (!applied) {
      waiting.push(...events);
      return;
    }
    const me = queryClient.getQueryData<Me>(accountKeys.me());
    refreshAfterCommentEvents(queryClient, boardId, events, me?.id ?? null);
    refreshAfterRelationEvents(queryClient, events);
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
      readBoardAgain();
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
      if ((next === 'live') !== wasLive) readBoardAgain();
    },
    onEvent(event) {
      if (event.type === 'presence') {
        liveBoard.setViewers(event.viewers);
        return;
      }
      if (event.type === 'reset') {
        readBoardAgain();
        return;
      }
      burst.push({ topic: event.topic, change: event.change });
      schedule();
    },
  });
  return () => {
    running.abort();
    stop();
    stopWatchingWrites();
    clearTimeout(burstTimer);
    clearInterval(expiry);
  };
}
