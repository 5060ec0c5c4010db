import type { Mutation, QueryClient } from '@tanstack/react-query';
import type { BoardWorkingSet } from '../types';

/**
 * The board query's side of the optimistic writes (docs/architecture.md, "The write path"):
 * a write on its way carries its change to the board as a pure function in its mutation's
 * `meta.boardOverlay` (made by `boardOverlayMeta` in `sync/optimistic/`), and every board that
 * arrives (a read, a saved copy) gets the changes of those not settled yet applied on top. This
 * module only reads the mutation cache, so the contract layer needs nothing from `sync/`.
 */
export interface BoardOverlay {
  boardId: number;
  apply: (board: BoardWorkingSet, variables: never) => BoardWorkingSet;
}

type AnyApply = (board: BoardWorkingSet, variables: unknown) => BoardWorkingSet;

/** The overlay a write's meta carries, if it has one. */
export function boardOverlayOf(meta: unknown): { boardId: number; apply: AnyApply } | null {
  const overlay = (meta as { boardOverlay?: Partial<Record<keyof BoardOverlay, unknown>> } | null)
    ?.boardOverlay;
  return typeof overlay?.boardId === 'number' && typeof overlay.apply === 'function'
    ? { boardId: overlay.boardId, apply: overlay.apply as AnyApply }
    : null;
}

type AnyMutation = Mutation<unknown, Error, unknown, unknown>;

/**
 * `board` with the changes of the writes to it that have not settled yet, in the order they
 * were made (the mutation cache's: this tab's writes and the ones it took over after a reload),
 * but those refused (`reverted`). A write undone before it was sent applies as nothing (its
 * overlay checks).
 */
export function withPendingWrites(
  queryClient: QueryClient,
  boardId: number,
  board: BoardWorkingSet,
): BoardWorkingSet {
  const pending = queryClient
    .getMutationCache()
    .findAll({ status: 'pending' })
    .sort((a: AnyMutation, b: AnyMutation) => a.mutationId - b.mutationId);
  let next = board;
  for (const mutation of pending) {
    const overlay = boardOverlayOf(mutation.options.meta);
    // A write refused and put back on screen sets `reverted` on its `onMutate` result.
    const context = mutation.state.context as { reverted?: boolean } | undefined;
    if (overlay?.boardId !== boardId || context?.reverted) continue;
    next = overlay.apply(next, mutation.state.variables);
  }
  return next;
}
