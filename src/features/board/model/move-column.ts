import type { BoardWorkingSet } from '@/api/types';
import { planReorder } from '@/domain/ordering';
import { byPosition } from '@/domain/ordering';

function liveColumns(board: BoardWorkingSet) {
  return Object.values(board.columns)
    .filter((column) => column.deleted_at === null)
    .sort(byPosition);
}

/** The board with a column moved to `order` (1-based among live columns), as the server does it. */
export function applyColumnMove(
  board: BoardWorkingSet,
  columnId: number,
  order: number,
): BoardWorkingSet {
  const orders = planReorder(liveColumns(board), columnId, order);
  if (orders.size === 0) return board;
  const columns = { ...board.columns };
  for (const [id, next] of orders) {
    const column = columns[id];
    if (column && column.order !== next) columns[id] = { ...column, order: next };
  }
  return { ...board, columns };
}

/** The API `order` for placing a column before `beforeColumnId` (null: at the end). */
export function columnOrderForDrop(
  board: BoardWorkingSet,
  columnId: number,
  beforeColumnId: number | null,
): number {
  const others = liveColumns(board).filter((column) => column.id !== columnId);
  const index = beforeColumnId === null ? -1 : others.findIndex((c) => c.id === beforeColumnId);
  return index === -1 ? others.length + 1 : index + 1;
}
