import type { UniqueIdentifier } from '@dnd-kit/core';
import type { Spot } from './announcements';
import { NO_SORTS, type ColumnSorts } from './card-drop';
import { columnOf, type Placement } from './card-placement';
import { parseDragId } from './drag-ids';

/**
 * Where a dragged card would land when dropped over `overId` (a card, a column, or nothing).
 * In a sorted column that is where the sort puts it, whatever card it is over.
 */
export function landingSpot(
  placement: Placement,
  cardId: number,
  overId: UniqueIdentifier | null,
  sorts: ColumnSorts = NO_SORTS,
): Spot | null {
  const over = overId === null ? null : parseDragId(overId);
  const columnId =
    over?.kind === 'column'
      ? over.id
      : over?.kind === 'card'
        ? columnOf(placement, over.id)
        : columnOf(placement, cardId);
  if (columnId === null) return null;
  const ids = placement.get(columnId) ?? [];
  const count = ids.includes(cardId) ? ids.length : ids.length + 1;
  const own = ids.indexOf(cardId);
  const sortedBy = sorts.describe(columnId);
  if (sortedBy !== null) {
    const index = own >= 0 ? own : (sorts.sortedIndex(cardId, columnId, ids) ?? ids.length);
    return { columnId, position: index + 1, count, sortedBy };
  }
  if (over?.kind === 'card' && over.id !== cardId) {
    return { columnId, position: ids.indexOf(over.id) + 1, count };
  }
  return { columnId, position: own >= 0 ? own + 1 : count, count };
}
