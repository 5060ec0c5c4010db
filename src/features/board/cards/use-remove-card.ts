import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/toast';
import { isApiError } from '@/api/http/errors';
import { useDeleteCard } from '@/api/mutations/cards';
import { boardWriteScope } from '@/api/mutations/write-scope';
import { boardKeys } from '@/api/queries/keys';
import type { BoardWorkingSet } from '@/api/types';

/** Deletes a card, taking it off the board at once; a failure puts it back and says so. */
export function useRemoveCard(boardId: number) {
  const queryClient = useQueryClient();
  const boardKey = boardKeys.detail(boardId);
  return useDeleteCard<{ previous: BoardWorkingSet | undefined }>({
    meta: { handlesOwnErrors: true },
    scope: boardWriteScope(boardId),
    onMutate: async ({ cardId }) => {
      await queryClient.cancelQueries({ queryKey: boardKey, exact: true });
      const previous = queryClient.getQueryData<BoardWorkingSet>(boardKey);
      if (previous) {
        queryClient.setQueryData(boardKey, {
          ...previous,
          cards: previous.cards.filter((card) => card.id !== cardId),
        });
      }
      return { previous };
    },
    onError: (error, { cardId }, context) => {
      if (context?.previous) queryClient.setQueryData(boardKey, context.previous);
      const card = context?.previous?.cards.find((candidate) => candidate.id === cardId);
      const name = card ? `#${card.number} ${card.title}` : 'the card';
      const reason = isApiError(error) ? error.message : 'the server did not answer';
      toast.error(`Could not delete ${name}: ${reason}. It is back on the board.`);
    },
  });
}
