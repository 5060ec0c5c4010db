import { useEffect } from 'react';
import { nextFrame } from './next-frame';
import { sendWrite } from '@/sync/outbox/send-write';
import { boardIndex } from '@/api/queries/board-index';
import { boardKeys } from '@/api/queries/keys';
import { useWriteServices } from '@/sync/writes/use-write-services';
import type { BoardWorkingSet } from '@/api/types';
import { applyCardMove, moveCardWrite } from '@/sync/writes/move-card.write';
import { liveColumnsInOrder } from '@/domain/ordering';

interface BulkUndoTiming {
  /** The undo's own work: the whole group shown in one cache write, the writes handled. */
  undoMs: number;
  /** From the undo to the frame that shows the first card back in its column. */
  paintedMs: number;
  cards: number;
  /** Writes cancelled while queued (the rest had their inverse sent). */
  cancelled: number;
}

interface UndoProbeWindow {
  /**
   * Moves `count` cards of the first columns to the last one as one action (a bulk move), waits
   * for them to be saved unless `queued`, then undoes it and times the paint.
   */
  __benchBulkUndo?: (count: number, queued: boolean) => Promise<BulkUndoTiming>;
}

/** `npm run bench`'s and `bench/undo.mjs`'s handle on a bulk action's undo (docs/undo.md). */
export function useBenchUndo(boardId: number): void {
  const services = useWriteServices();
  useEffect(() => {
    const probe = window as UndoProbeWindow;
    probe.__benchBulkUndo = async (count, queued) => {
      const core = await import('@/sync/undo/undo-core');
      const { queryClient } = services;
      const key = boardKeys.detail(boardId);
      const board = () => queryClient.getQueryData<BoardWorkingSet>(key) as BoardWorkingSet;
      const columns = liveColumnsInOrder(Object.values(board().columns));
      const [from] = columns;
      const to = columns.at(-1);
      if (!from || !to || from === to) throw new Error('the board needs two columns');
      // From the first columns on, as many as asked (a column of the generated board may
      // hold fewer), into the last column.
      const { cardIdsByColumn } = boardIndex(board());
      const ids = columns
        .slice(0, -1)
        .flatMap((column) => cardIdsByColumn.get(column.id) ?? [])
        .slice(0, count);
      const steps = [];
      const writes: Promise<unknown>[] = [];
      let before = board();
      for (const cardId of ids) {
        const move = { cardId, toColumnId: to.id, order: 1 };
        const action = core.moveAction(boardId, before, move);
        before = applyCardMove(before, move);
        if (action) steps.push(...action.steps);
        writes.push(sendWrite(services, moveCardWrite(services, { boardId }), move));
      }
      core.recordAction(services, boardId, { done: 'bulk', undone: 'bulk back', steps });
      if (!queued) await Promise.all(writes);
      // Saved: the board is read again after the last write; the undo comes once it is in.
      while (!queued && queryClient.isFetching() > 0) await nextFrame();
      await nextFrame();
      const first = ids[0];
      const cancelledBefore = steps.filter((s) => s.sent !== null).length;
      const start = performance.now();
      core.undo(boardId);
      const undoMs = performance.now() - start;
      const cancelled = cancelledBefore - steps.filter((s) => s.sent !== null).length;
      const back = () =>
        document
          .querySelector(`section[aria-label="${from.name} column"]`)
          ?.querySelector(`[data-card-id="${first}"]`) != null;
      let painted = await nextFrame();
      while (!back()) painted = await nextFrame();
      await Promise.allSettled(writes);
      return { undoMs, paintedMs: painted - start, cards: ids.length, cancelled };
    };
    return () => {
      delete probe.__benchBulkUndo;
    };
  }, [services, boardId]);
}
