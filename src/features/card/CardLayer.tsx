import type { BoardWorkingSet } from '@/api/types';
import { CardPanel } from './CardPanel';
import { CreateCardDialog } from './CreateCardDialog';

interface CardLayerProps {
  boardId: number;
  cardId: number | null;
  board: BoardWorkingSet;
}

/** What the card feature puts over the board: the open card's panel and the "New card" dialog. */
export function CardLayer({ boardId, cardId, board }: CardLayerProps) {
  return (
    <>
      {cardId != null ? <CardPanel boardId={boardId} cardId={cardId} board={board} /> : null}
      {board.permissions.edit ? <CreateCardDialog boardId={boardId} board={board} /> : null}
    </>
  );
}
