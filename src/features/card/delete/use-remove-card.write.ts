import type { QueryClient } from '@tanstack/react-query';
import { toast } from '@/components/toast';
import type { ApiClient } from '@/api/http/client';
import { isApiError } from '@/api/http/errors';
import { useDeleteCard } from '@/sync/writes/cards.write';
import {
  boardOverlayMeta,
  markReverted,
  type OverlayWriteContext,
} from '@/sync/optimistic/board-overlay';
import { boardWriteScope } from '@/sync/queue/write-scope';
import { isWriteCancelled } from '@/sync/queue/write-run';
import { registerWrite } from '@/sync/writes/write-registry';
import { cardOf, withoutCards } from '@/api/queries/board-index';
import { boardKeys } from '@/api/queries/keys';
import type { BoardWorkingSet } from '@/api/types';
import { t } from '@/lib/i18n/translate';

/**
 * Deletes a card, taking it off the board at once; a failure puts it back and says so. (The
 * confirmation sends it held a few seconds, so it can be undone: `undo/delete-step.ts`.)
 */
function removeCardOptions(queryClient: QueryClient, client: ApiClient, boardId: number) {
  const boardKey = boardKeys.detail(boardId);
  return useDeleteCard.options<OverlayWriteContext>(client, {
    meta: {
      handlesOwnErrors: true,
      ...boardOverlayMeta(boardId, (board, { cardId }: { cardId: number }) =>
        cardOf(board, cardId) ? withoutCards(board, new Set([cardId])) : board,
      ),
    },
    scope: boardWriteScope(boardId),
    onMutate: async ({ cardId }) => {
      await queryClient.cancelQueries({ queryKey: boardKey, exact: true });
      const previous = queryClient.getQueryData<BoardWorkingSet>(boardKey);
      // Gone already (an undo or a bulk delete took the cards off in one update): left alone.
      if (previous && cardOf(previous, cardId)) {
        queryClient.setQueryData(boardKey, withoutCards(previous, new Set([cardId])));
      }
      return { previous };
    },
    onError: (error, { cardId }, context) => {
      if (isWriteCancelled(error)) return;
      markReverted(context);
      if (context?.previous) queryClient.setQueryData(boardKey, context.previous);
      const card = context?.previous && cardOf(context.previous, cardId);
      const name = card ? `#${card.number} ${card.title}` : t('card.theCard', 'the card');
      const reason = isApiError(error)
        ? error.message
        : t('error.noAnswer', 'the server did not answer');
      toast.error(
        t('card.delete.failed', 'Could not delete {name}: {reason}. It is back on the board.', {
          name,
          reason,
        }),
      );
    },
  });
}

/** The registered write (kept in the outbox until saved, sent again after a reload). */
export const removeCardWrite = registerWrite(
  'remove-card',
  ({ queryClient, api }, { boardId }: { boardId: number }) =>
    removeCardOptions(queryClient, api, boardId),
);
