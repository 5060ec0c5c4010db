import { useParams } from 'wouter';
import { boardRouteParams } from '@/paths';
import { BoardPage } from './BoardPage';

/** `paths.board`: `/boards/:boardId` and `/boards/:boardId/cards/:cardId` render the same page, so the board
 * keeps its scroll and filters while a card opens over it. */
export function BoardRoute() {
  const { boardId, cardId } = boardRouteParams(useParams<{ boardId?: string; cardId?: string }>());
  return <BoardPage boardId={boardId} cardId={cardId} />;
}
