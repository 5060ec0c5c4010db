import type { BoardOverlay } from '@/api/queries/pending-overlay';
import type { BoardWorkingSet } from '@/api/types';
import { isWriteUndone } from '../queue/write-run';

/**
 * A write's optimistic change as a pure function of the board, kept in its `meta` so it can be
 * applied again to a board that arrives while the write is still on its way: a saved copy
 * painted at start, or a read the server answered before the write reached it
 * (`withPendingWrites` in `api/queries/pending-overlay.ts`, the board query's side). Applying
 * it to a board that already shows it changes nothing; a write undone before it was sent
 * applies as nothing.
 */
export function boardOverlayMeta<TVariables>(
  boardId: number,
  apply: (board: BoardWorkingSet, variables: TVariables) => BoardWorkingSet,
): { boardOverlay: BoardOverlay } {
  const unlessUndone = (board: BoardWorkingSet, variables: TVariables) =>
    isWriteUndone(variables) ? board : apply(board, variables);
  return { boardOverlay: { boardId, apply: unlessUndone as BoardOverlay['apply'] } };
}
