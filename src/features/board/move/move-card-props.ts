import type { BoardWorkingSet } from '@/api/types';
import type { BoardLayout } from '../model/board-layout';

export interface MoveCardDialogProps {
  boardId: number;
  board: BoardWorkingSet;
  layout: BoardLayout;
}
