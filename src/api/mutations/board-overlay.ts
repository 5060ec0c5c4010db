import type { Mutation, QueryClient } from '@tanstack/react-query';
import type { BoardWorkingSet } from '../types';
import { isWriteUndone } from './write-run';

/**
 * A write's optimistic change as a pure function of the board, kept in its `meta` so it can be
 * applied again to a board that arrives while the write is still on its way: a saved copy
 * painted at start, or a read the server answered before the write reached it. Applying it to a
 * board that already shows it changes nothing.
 */
export interface BoardOverlay {
  boardId: number;
  apply: (board: BoardWorkingSet, variables: never) => BoardWorkingSet;
}

export function boardOverlayMeta<TVariables>(
  boardId: number,
  apply: (board: BoardWorkingSet, variables: TVariables) => BoardWorkingSet,
): { boardOverlay: BoardOverlay } {
  return { boardOverlay: { boardId, apply: apply as BoardOverlay['apply'] } };
}

type AnyApply = (board: BoardWorkingSet, variables: unknown) => BoardWorkingSet;

/** The overlay a write's meta carries, if it has one. */
export function boardOverlayOf(meta: unknown): { boardId: number; apply: AnyApply } | null {
  if (typeof meta !== 'object' || meta === null || !('boardOverlay' in meta)) return null;
  const overlay = meta.boardOverlay;
  if (typeof overlay !== 'object' || overlay === null) return null;
  if (!('boardId' in overlay) || !('apply' in overlay)) return null;
  const { boardId, apply } = overlay;
  return typeof boardId === 'number' && typeof apply === 'function'
    ? { boardId, apply: apply as AnyApply }
    : null;
}

type AnyMutation = Mutation<unknown, Error, unknown, unknown>;

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

function isReverted(context: unknown): boolean {
  return typeof context === 'object' && context !== null && 'reverted' in context
    ? context.reverted === true
    : false;
}

/**
 * `board` with the changes of the writes to it that have not settled yet, in the order they
 * were made (the mutation cache's: this tab's writes and the ones it took over after a reload),
 * but those refused (`markReverted`) or undone before they were sent.
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
    if (overlay?.boardId !== boardId || isReverted(mutation.state.context)) continue;
    if (isWriteUndone(mutation.state.variables)) continue;
    next = overlay.apply(next, mutation.state.variables);
  }
  return next;
}
