import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/http/client';
import { useDeleteCard } from '@/sync/writes/cards.write';
import { optimisticBoardChange } from '@/sync/optimistic/optimistic-change';
import { registerWrite } from '@/sync/writes/write-registry';
import { cardOf, withoutCards } from '@/api/queries/board-index';
import { t } from '@/lib/i18n/translate';

/**
 * Deletes a card, taking it off the board at once; a failure puts it back and says so. (The
 * confirmation sends it held a few seconds, so it can be undone: `undo/delete-step.ts`.)
 */
function removeCardOptions(queryClient: QueryClient, client: ApiClient, boardId: number) {
  return useDeleteCard.options(
    client,
    optimisticBoardChange(queryClient, boardId, {
      // Gone already (an undo or a bulk delete took the cards off in one update): left alone.
      apply: (board, { cardId }: { cardId: number }) =>
        cardOf(board, cardId) ? withoutCards(board, new Set([cardId])) : board,
      failed: (before, { cardId }, reason) => {
        const card = before && cardOf(before, cardId);
        const name = card ? `#${card.number} ${card.title}` : t('card.theCard', 'the card');
        return t(
          'card.delete.failed',
          'Could not delete {name}: {reason}. It is back on the board.',
          { name, reason },
        );
      },
    }),
  );
}

/** The registered write (kept in the outbox until saved, sent again after a reload). */
export const removeCardWrite = registerWrite(
  'remove-card',
  ({ queryClient, api }, { boardId }: { boardId: number }) =>
    removeCardOptions(queryClient, api, boardId),
);
