import type { QueryClient } from '@tanstack/react-query';
import {
  optimisticChange,
  type EntryChange,
  type OptimisticChange,
  type OptimisticContext,
} from './optimistic-change';

/** What a pair's `onMutate` returns: the first entry's context, with the second's on it. */
export type PairContext<TFirst, TSecond> = OptimisticContext<TFirst> & {
  second?: OptimisticContext<TSecond>;
};

/**
 * One write's `optimisticChange` to two cached entries (a card on the board and the open
 * card's detail), shown, taken back and let go together. The second says nothing: on a
 * refusal it is taken back first, then the first entry, then the first's `refused` and
 * `failed` run with both back as they were.
 */
export function optimisticPair<TFirst, TSecond, TVariables>(
  queryClient: QueryClient,
  change: OptimisticChange<TFirst, TVariables>,
  secondEntry: EntryChange<TSecond, TVariables>,
) {
  const first = optimisticChange(queryClient, change);
  const second = optimisticChange(queryClient, secondEntry);
  return {
    onMutate: async (variables: TVariables): Promise<PairContext<TFirst, TSecond>> => {
      const secondBefore = await second.onMutate(variables);
      return { ...(await first.onMutate(variables)), second: secondBefore };
    },
    onError: (
      error: Error,
      variables: TVariables,
      context: PairContext<TFirst, TSecond> | undefined,
    ): void => {
      second.onError(error, variables, context?.second);
      first.onError(error, variables, context);
    },
    onSettled: (
      data: unknown,
      error: Error | null,
      variables: TVariables,
      context: PairContext<TFirst, TSecond> | undefined,
    ): void => {
      second.onSettled(data, error, variables, context?.second);
      first.onSettled(data, error, variables, context);
    },
  };
}
