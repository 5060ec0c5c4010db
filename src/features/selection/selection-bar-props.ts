import type { BoardWorkingSet } from '@/api/types';
import type { BoardLayout } from '@/features/board-core';

export interface SelectionBarProps {
  boardId: number;
  board: BoardWorkingSet;
  /** The board as the view shows it (filters applied): the selected cards it hides are counted. */
  layout: BoardLayout;
}
