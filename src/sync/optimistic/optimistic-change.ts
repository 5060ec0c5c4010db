import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { toast } from '@/components/toast';
import { isApiError } from '@/api/http/errors';
import { boardKeys } from '@/api/queries/keys';
import type { BoardWorkingSet } from '@/api/types';
import { isWriteCancelled } from '../queue/write-run';
import { boardWriteScope } from '../queue/write-scope';
import { isShownAlready } from './shown-writes';
import { boardOverlayMeta } from './board-overlay';
import { t } from '@/lib/i18n/translate';

/** A write's change to one cached entry (the board, a card's detail, a list). */
export interface EntryChange<TCached, TVariables> {
  queryKey: QueryKey;
  /** The entry as it should look at once (the same object when there is nothing to change). */
  apply: (cached: TCached, variables: TVariables) => TCached;
  /**
   * Takes back only this change from the current entry, given the entry from before it: later
   * changes still on their way stay. Without it the entry goes back to `before` whole.
   */
  revert?: (current: TCached, before: TCached, variables: TVariables) => TCached;
}

/** One write's optimistic change to one cached entry, and what a refusal says. */
export interface OptimisticChange<TCached, TVariables> extends EntryChange<TCached, TVariables> {
  /**
   * What a refusal says, for a person: "Could not delete #3 Fix login: {reason}. …". Without
   * it nothing is said: the control that made the write shows the refusal.
   */
  failed?: (before: TCached | undefined, variables: TVariables, reason: string) => string;
  /**
   * Runs once the change is taken back, for a refusal the write answers itself: a conflict
   * (the other person's values shown, the user's kept for them to choose), one its form shows,
   * or one said in its own words. True when it has said all there is (no `failed` toast).
   */
  refused?: (error: Error, variables: TVariables) => boolean;
}

/** What the change's `onMutate` returns: the entry from before it, and whether it was taken back. */
export interface OptimisticContext<TCached> {
  previous: TCached | undefined;
  reverted?: boolean;
}

/**
 * The one way a write shows at once (docs/architecture.md, "The write path"): the callbacks a
 * write's options take (`defineMutation`'s `.options(client, …)`, or `registerWrite`'s builder).
 * `onMutate` cancels a running read of the entry and puts the changed entry in the cache; a
 * refusal takes back only this change and says why in a toast; a write undone before it was
 * sent leaves the cache to the undo; once settled the entry from before is let go (a finished
 * mutation stays in the cache for its gcTime).
 */
export function optimisticChange<TCached, TVariables>(
  queryClient: QueryClient,
  { queryKey, apply, revert, failed, refused }: OptimisticChange<TCached, TVariables>,
) {
  return {
    onMutate: async (variables: TVariables): Promise<OptimisticContext<TCached>> => {
      await queryClient.cancelQueries({ queryKey, exact: true });
      const previous = queryClient.getQueryData<TCached>(queryKey);
      // An undo shows its whole action in one cache write first: a write it then sends finds
      // its change already there (or is marked so, `shown-writes.ts`) and leaves the entry alone.
      const next =
        previous === undefined || isShownAlready(variables) ? previous : apply(previous, variables);
      if (next !== previous) queryClient.setQueryData(queryKey, next);
      return { previous };
    },
    onError: (
      error: Error,
      variables: TVariables,
      context: OptimisticContext<TCached> | undefined,
    ): void => {
      if (isWriteCancelled(error)) return;
      // No board that arrives while the write settles shows the change again (`withPendingWrites`).
      if (context) context.reverted = true;
      const before = context?.previous;
      if (before !== undefined) {
        const current = queryClient.getQueryData<TCached>(queryKey);
        queryClient.setQueryData(
          queryKey,
          revert && current !== undefined ? revert(current, before, variables) : before,
        );
      }
      if (refused?.(error, variables) || !failed) return;
      const reason = isApiError(error)
        ? error.message
        : t('error.noAnswer', 'the server did not answer');
      toast.error(failed(before, variables, reason));
    },
    onSettled: (
      _data: unknown,
      _error: Error | null,
      _variables: TVariables,
      context: OptimisticContext<TCached> | undefined,
    ): void => {
      if (context) context.previous = undefined;
    },
  };
}

/**
 * `optimisticChange` on the board's working set, in the board's write queue
 * (`boardWriteScope`), with the change kept in the write's `meta` so a board that arrives while
 * it is on its way shows it too (`boardOverlayMeta`).
 */
export function optimisticBoardChange<TVariables>(
  queryClient: QueryClient,
  boardId: number,
  change: Omit<OptimisticChange<BoardWorkingSet, TVariables>, 'queryKey'>,
) {
  return {
    ...optimisticChange(queryClient, { ...change, queryKey: boardKeys.detail(boardId) }),
    scope: boardWriteScope(boardId),
    meta: { handlesOwnErrors: true, ...boardOverlayMeta(boardId, change.apply) },
  };
}
