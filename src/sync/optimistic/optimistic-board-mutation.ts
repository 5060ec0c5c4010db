import type { QueryClient, UseMutationOptions } from '@tanstack/react-query';
import { toast } from '@/components/toast';
import { isApiError } from '@/api/http/errors';
import { attemptWrite, isWriteCancelled } from '../queue/write-run';
import { boardOverlayMeta, markReverted, type OverlayWriteContext } from './board-overlay';
import { boardWriteScope, isLastWriteOfScope } from '../queue/write-scope';
import { boardKeys } from '@/api/queries/keys';
import type { BoardWorkingSet } from '@/api/types';
import { t } from '@/lib/i18n/translate';

interface OptimisticBoardMutation<TVariables, TData> {
  boardId: number;
  /** Mutations of one kind share a key (`useIsMutating`, the "Unsaved" markers). */
  kind: string;
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** The board as it should look at once. */
  apply: (board: BoardWorkingSet, variables: TVariables) => BoardWorkingSet;
  /**
   * Undoes this one change on the current board, given the board from before it. Later
   * changes still on their way stay. Without it the whole board goes back to `before`.
   */
  revert?: (
    board: BoardWorkingSet,
    before: BoardWorkingSet,
    variables: TVariables,
  ) => BoardWorkingSet;
  /** "Could not move …": what failed, named for a person, from the board before the change. */
  describe: (board: BoardWorkingSet | undefined, variables: TVariables) => string;
}

type Snapshot = OverlayWriteContext;

/**
 * A change that shows at once in the board cache and is saved in the board's write queue
 * (`boardWriteScope`: one write at a time, in order). Temporary failures are retried by the
 * QueryClient's defaults (the change stays, marked unsaved); a refusal (403, 404, 422) undoes
 * it with a message. The board is refetched when the last pending write of the board settles,
 * so an early answer cannot undo a later optimistic change (TkDodo, "Concurrent Optimistic
 * Updates in React Query").
 *
 * Options without React: registered writes (`registerWrite`) build on them, and the
 * model-based test drives them directly.
 */
export function optimisticBoardMutationOptions<TVariables, TData>(
  queryClient: QueryClient,
  {
    boardId,
    kind,
    mutationFn,
    apply,
    revert,
    describe,
  }: OptimisticBoardMutation<TVariables, TData>,
): UseMutationOptions<TData, Error, TVariables, Snapshot> {
  const boardKey = boardKeys.detail(boardId);
  const scope = boardWriteScope(boardId);

  return {
    mutationKey: ['board-optimistic', kind, boardId],
    scope,
    meta: { handlesOwnErrors: true, ...boardOverlayMeta(boardId, apply) },
    mutationFn: (variables, context) => attemptWrite(context, () => mutationFn(variables)),
    onMutate: async (variables: TVariables): Promise<Snapshot> => {
      await queryClient.cancelQueries({ queryKey: boardKey, exact: true });
      const previous = queryClient.getQueryData<BoardWorkingSet>(boardKey);
      // An undo shows its whole action in one cache write first: a write it then sends finds
      // its change already there and leaves the board alone.
      const next = previous && apply(previous, variables);
      if (next && next !== previous) queryClient.setQueryData(boardKey, next);
      return { previous };
    },
    onError: (error, variables, context) => {
      // Undone before it was sent: the undo has already put the board back.
      if (isWriteCancelled(error)) return;
      markReverted(context);
      const before = context?.previous;
      if (before) {
        const current = queryClient.getQueryData<BoardWorkingSet>(boardKey);
        queryClient.setQueryData(
          boardKey,
          revert && current ? revert(current, before, variables) : before,
        );
      }
      const reason = isApiError(error)
        ? error.message
        : t('error.noAnswer', 'the server did not answer');
      toast.error(
        t('move.failedBack', '{what}: {reason}. It is back where it was.', {
          what: describe(before, variables),
          reason,
        }),
      );
    },
    onSettled: async (_data, _error, _variables, context) => {
      // A finished mutation stays in the cache for its gcTime (5 min): without this, each one
      // kept a whole board from before its change alive (the heap grew with every drag).
      if (context) context.previous = undefined;
      if (isLastWriteOfScope(queryClient, scope)) {
        await queryClient.invalidateQueries({ queryKey: boardKey, exact: true });
      }
    },
  };
}
