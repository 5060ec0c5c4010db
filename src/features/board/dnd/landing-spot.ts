import {
  type Spot,
  NO_SORTS,
  type ColumnSorts,
  columnOf,
  type Placement,
} from '@/features/board-core';

/**
 * Where a card is in `placement` (the drag's placement once it is dragged to a spot, see
 * `dragTo`), as spoken: its column, its 1-based position and the column's count, and the
 * column's sort when it has one.
 */
export function landingSpot(
  placement: Placement,
  cardId: number,
  sorts: ColumnSorts = NO_SORTS,
): Spot | null {
  const columnId = columnOf(placement, cardId);
  if (columnId === null) return null;
  const ids = placement.get(columnId) ?? [];
  const spot = { columnId, position: ids.indexOf(cardId) + 1, count: ids.length };
  const sortedBy = sorts.describe(columnId);
  return sortedBy === null ? spot : { ...spot, sortedBy };
}
