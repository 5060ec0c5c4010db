import { useMutation, type QueryClient } from '@tanstack/react-query';
import { updateCard } from '@/api/extensions/cards';
import type { ApiClient } from '@/api/http/client';
import { registerWrite } from '@/api/outbox/write-registry';
import { useWriteServices } from '@/api/react/use-write-services';
import { applyCardMove, type CardMove } from '../model/move-card';
import { optimisticBoardMutationOptions } from './use-optimistic-board-mutation';

/** Moves a card at once (drag, keyboard or "Move to…"), then saves it. */
export function useMoveCard(boardId: number) {
  return useMutation(moveCardWrite(useWriteServices(), { boardId }));
}

/** The registered write (kept in the outbox until saved, sent again after a reload). */
export const moveCardWrite = registerWrite(
  'move-card',
  ({ queryClient, api }, { boardId }: { boardId: number }) =>
    moveCardOptions(queryClient, api, boardId),
);

/** `useMoveCard`'s options, without React (the model-based test drives them directly). */
export function moveCardOptions(queryClient: QueryClient, client: ApiClient, boardId: number) {
  return optimisticBoardMutationOptions(queryClient, {
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
