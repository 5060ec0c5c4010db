import type { QueryClient } from '@tanstack/react-query';
import { withCard } from '@/api/queries/board-index';
import { boardKeys, cardKeys } from '@/api/queries/keys';
import type { BoardWorkingSet, CardDetail } from '@/api/types';

/**
 * Moves the card's `comments_count` by `delta` on the board (its tile) and in the open card
 * (the footnote) at once; the write's settle reads both again.
 */
export function shiftCommentCount(
  queryClient: QueryClient,
  boardId: number,
  cardId: number,
  delta: number,
): void {
  const shift = <T extends { comments_count: number }>(card: T): T => ({
    ...card,
    comments_count: Math.max(0, card.comments_count + delta),
  });
  queryClient.setQueryData<BoardWorkingSet>(boardKeys.detail(boardId), (board) =>
    board ? withCard(board, cardId, shift) : board,
  );
  queryClient.setQueryData<CardDetail>(cardKeys.detail(boardId, cardId), (card) =>
    card ? shift(card) : card,
  );
}
