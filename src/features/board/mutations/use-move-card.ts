import { updateCard } from '@/api/extensions/cards';
import { useApiClient } from '@/api/react/api-client-context';
import { applyCardMove, type CardMove } from '../model/move-card';
import { useOptimisticBoardMutation } from './use-optimistic-board-mutation';

/** Moves a card at once (drag, keyboard or "Move to…"), then saves it. */
export function useMoveCard(boardId: number) {
  const client = useApiClient();
  return useOptimisticBoardMutation({
    boardId,
    kind: 'move-card',
    mutationFn: (move: CardMove) =>
      updateCard(client, boardId, move.cardId, { column_id: move.toColumnId, order: move.order }),
    apply: applyCardMove,
    // Back to the column and position it had, leaving later moves of other cards in place.
    revert: (board, before, move) => {
      const card = before.cards.find((candidate) => candidate.id === move.cardId);
      return card
        ? applyCardMove(board, { cardId: card.id, toColumnId: card.column_id, order: card.order })
        : before;
    },
    describe: (board, move) => {
      const card = board?.cards.find((candidate) => candidate.id === move.cardId);
      return `Could not move ${card ? `#${card.number} ${card.title}` : 'the card'}`;
    },
  });
}
