import { columnOf, placeBefore, type Placement, type ColumnSorts } from '@/features/board-core';

/**
 * Where a selection dropped with `draggedId` at its spot in `columnIds` (the target column as
 * shown once the dragged card is there) goes: before the first card after the dragged one that
 * is not itself moving; null for the end.
 */
export function selectionBefore(
  columnIds: readonly number[],
  draggedId: number,
  moving: ReadonlySet<number>,
): number | null {
  const at = columnIds.indexOf(draggedId);
  if (at < 0) return null;
  return columnIds.slice(at + 1).find((id) => !moving.has(id)) ?? null;
}

/**
 * The placement as it will show once the selection has moved: each moving card that shows,
 * in order, just before `beforeCardId` (the end when null), so the frame painted at the drop
 * already has them together; the board's own update follows.
 */
export function gatherIn(
  placement: Placement,
  ids: readonly number[],
  columnId: number,
  beforeCardId: number | null,
): Placement {
  return ids.reduce((next, id) => placeBefore(next, id, columnId, beforeCardId), placement);
}

/**
 * Where a selection dragged on the kanban lands, from the drag's placement with the dragged card
 * at its spot (`final`): its column, before the first card after it that is not moving; the end
 * in a sorted column (which says how it sorts).
 */
export function kanbanSelectionSpot(
  final: Placement,
  cardId: number,
  moving: readonly number[],
  sorts: ColumnSorts,
): { columnId: number; beforeCardId: number | null; sortedBy: string | null } | null {
  const columnId = columnOf(final, cardId);
  if (columnId === null) return null;
  const sortedBy = sorts.describe(columnId);
  const ids = final.get(columnId) ?? [];
  return {
    columnId,
    beforeCardId: sortedBy ? null : selectionBefore(ids, cardId, new Set(moving)),
    sortedBy,
  };
}
