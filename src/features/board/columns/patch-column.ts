import type { UpdateColumnInput } from '@/api/extensions/columns';
import type { BoardWorkingSet } from '@/api/types';

/** The board with one column's attributes changed as a PATCH would change them. */
export function patchColumn(
  board: BoardWorkingSet,
  columnId: number,
  changes: UpdateColumnInput,
  now: Date,
): BoardWorkingSet {
  const column = board.columns[columnId];
  if (!column) return board;
  // A new sticky sort shows at once: the layout sorts by it (order changes wait for the server).
  const { archived, order: _order, ...attributes } = changes;
  const archivedAt =
    archived === undefined ? column.archived_at : archived ? now.toISOString() : null;
  return {
    ...board,
    columns: {
      ...board.columns,
      [columnId]: { ...column, ...attributes, archived_at: archivedAt },
    },
  };
}
