import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { isApiError } from '@/api/http/errors';
import { boardKeys } from '@/api/queries/keys';
import type { BoardWorkingSet } from '@/api/types';

interface OptimisticBoardMutation<TVariables, TData> {
  boardId: number;
  /** Mutations of one kind share a key, so the last one to settle triggers the refetch. */
  kind: string;
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** The board as it should look at once. */
  apply: (board: BoardWorkingSet, variables: TVariables) => BoardWorkingSet;
  /** "Could not move …": what failed, named for a person, from the board before the change. */
  describe: (board: BoardWorkingSet | undefined, variables: TVariables) => string;
}

/**
 * A change that shows at once in the board cache, is saved, and is rolled back with a message
 * when the save fails. The board is refetched when the last concurrent change of the same kind
 * settles, so an early answer cannot undo a later optimistic change (TkDodo, "Concurrent
 * Optimistic Updates in React Query").
 */
export function useOptimisticBoardMutation<TVariables, TData>({
  boardId,
  kind,
  mutationFn,
  apply,
  describe,
}: OptimisticBoardMutation<TVariables, TData>) {
  const queryClient = useQueryClient();
  const boardKey = boardKeys.detail(boardId);
  const mutationKey = ['board-optimistic', kind, boardId];

  return useMutation({
    mutationKey,
    meta: { handlesOwnErrors: true },
    mutationFn,
    onMutate: async (variables: TVariables) => {
      await queryClient.cancelQueries({ queryKey: boardKey, exact: true });
      const previous = queryClient.getQueryData<BoardWorkingSet>(boardKey);
      if (previous) queryClient.setQueryData(boardKey, apply(previous, variables));
      return { previous };
    },
    onError: (error, variables, context) => {
      if (context?.previous) queryClient.setQueryData(boardKey, context.previous);
      const reason = isApiError(error) ? error.message : 'the server did not answer';
      toast.error(`${describe(context?.previous, variables)}: ${reason}. It is back where it was.`);
    },
    onSettled: async () => {
      if (queryClient.isMutating({ mutationKey }) === 1) {
        await queryClient.invalidateQueries({ queryKey: boardKey, exact: true });
      }
    },
  });
}
