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

/**
 * What an overlay write's `onMutate` returns: the board before its change, and whether the
 * change was taken back (refused and put back on screen). A write stays "pending" while its
 * `onError` and `onSettled` run, and the refetch those start must not bring the change back.
 */
export interface OverlayWriteContext {
  previous: BoardWorkingSet | undefined;
  reverted?: boolean;
}

/** Marks a refused write's change as taken back: no board that arrives shows it again. */
export function markReverted(context: OverlayWriteContext | undefined): void {
  if (context) context.reverted = true;
}
