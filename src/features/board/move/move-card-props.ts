import type { BoardWorkingSet } from '@/api/types';
import type { BoardLayout } from '@/features/board-core/model/board-layout';

export interface MoveCardDialogProps {
  boardId: number;
  board: BoardWorkingSet;
  layout: BoardLayout;
}
