import type { QueryClient, UseMutationOptions } from '@tanstack/react-query';
import { attemptWrite, type WriteVariables } from '../queue/write-run';
import { oweBoardRead, settleScope, showAnswerLater, showInEntry } from '../queue/scope-settling';
import { isLastWriteOfScope } from '../queue/write-scope';
import { optimisticBoardChange, type OptimisticContext } from './optimistic-change';
import { boardKeys } from '@/api/queries/keys';
import type { BoardWorkingSet, Card } from '@/api/types';
import type { AnsweredCards } from '../writes/answered-cards';
import { t } from '@/lib/i18n/translate';

interface OptimisticBoardMutation<TVariables extends WriteVariables, TData> {
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
  /**
   * The board with the saved write's answer in it (the card as the server has it now; with
   * `last` false, not its place: `ShowAnswer`). Without it the board is read again once its
   * writes have settled.
   */
  settle?: (
    board: BoardWorkingSet,
    answer: TData,
    variables: TVariables,
    last: boolean,
  ) => BoardWorkingSet;
  /** The board's cards as the saved write's answer left them, for the board's copy. */
  answeredCards?: (answer: TData) => readonly Card[];
}

/**
 * A change that shows at once in the board cache and is saved in the board's write queue
 * (`boardWriteScope`: one write at a time, in order). Temporary failures are retried by the
 * QueryClient's defaults (the change stays, marked unsaved); a refusal (403, 404, 422) undoes
 * it with a message. When the last pending write of the board settles, the answers of the saved
 * ones are shown (`settle`), so an early answer cannot undo a later optimistic change (TkDodo,
 * "Concurrent Optimistic Updates in React Query"); a failed write, or one without `settle`, has
 * the board read again then instead (`scope-settling.ts`).
 *
 * Options without React: registered writes (`registerWrite`) build on them, and the
 * model-based test drives them directly.
 */
export function optimisticBoardMutationOptions<TVariables extends WriteVariables, TData>(
  queryClient: QueryClient,
  {
    boardId,
    kind,
    mutationFn,
    apply,
    revert,
    describe,
    settle,
    answeredCards,
  }: OptimisticBoardMutation<TVariables, TData>,
): UseMutationOptions<TData, Error, TVariables, OptimisticContext<BoardWorkingSet>> {
  const change = optimisticBoardChange(queryClient, boardId, {
    apply,
    revert,
    failed: (before, variables, reason) =>
      t('move.failedBack', '{what}: {reason}. It is back where it was.', {
        what: describe(before, variables),
        reason,
      }),
  });
  return {
    ...change,
    mutationKey: ['board-optimistic', kind, boardId],
    ...(answeredCards
      ? {
          meta: { answeredCards: ((data) => answeredCards(data as TData)) satisfies AnsweredCards },
        }
      : {}),
    mutationFn: (variables) => attemptWrite(variables, () => mutationFn(variables)),
    onSettled: async (data, error, variables, context) => {
      // A finished mutation stays in the cache for its gcTime (5 min): without this, each one
      // kept a whole board from before its change alive (the heap grew with every drag).
      change.onSettled(data, error, variables, context);
      const scopeId = change.scope.id;
      if (error === null && data !== undefined && settle) {
        showAnswerLater(queryClient, scopeId, (last) =>
          showInEntry<BoardWorkingSet>(queryClient, boardKeys.detail(boardId), (board) =>
            settle(board, data, variables, last),
          ),
        );
      } else {
        oweBoardRead(queryClient, scopeId, boardId);
      }
      if (isLastWriteOfScope(queryClient, change.scope)) await settleScope(queryClient, scopeId);
    },
  };
}
