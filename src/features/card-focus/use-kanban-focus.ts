import { cardOf } from '@/api/queries/board-index';
import type { BoardWorkingSet } from '@/api/types';
import { type BoardLayout, useFocusedCard } from '@/features/board-core';

export interface KanbanFocus {
  /** The card with the board's focus, and its column (null: none on this board). */
  cardId: number | null;
  columnId: number | null;
  /** Its column's index, kept mounted by the columns' virtualizer (-1: none). */
  columnIndex: number;
}

/** Which card and column the kanban keeps mounted for focus. */
export function useKanbanFocus(board: BoardWorkingSet, layout: BoardLayout): KanbanFocus {
  const cardId = useFocusedCard((state) => state.cardId);
  const columnId = (cardId === null ? undefined : cardOf(board, cardId)?.column_id) ?? null;
  const columnIndex =
    columnId === null ? -1 : layout.columns.findIndex((column) => column.id === columnId);
  return { cardId, columnId, columnIndex };
}
