import { useParams } from 'wouter';
import { BoardPage } from './BoardPage';

/** `/boards/:boardId` and `/boards/:boardId/cards/:cardId` render the same page, so the board
 * keeps its scroll and filters while a card opens over it. */
export function BoardRoute() {
  const params = useParams<{ boardId?: string; cardId?: string }>();
  const boardId = Number(params.boardId);
  const cardId = params.cardId ? Number(params.cardId) : null;
  return <BoardPage boardId={boardId} cardId={cardId} />;
}
