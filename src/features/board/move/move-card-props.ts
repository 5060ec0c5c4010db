import type { BoardWorkingSet } from '@/api/types';
import type { BoardLayout } from '@/features/board-core';

export interface MoveCardDialogProps {
  boardId: number;
  board: BoardWorkingSet;
  layout: BoardLayout;
}
