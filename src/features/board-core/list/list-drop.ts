import {
  columnOf,
  finalSpot,
  moveAcross,
  moveWithin,
  type Placement,
} from '../model/card-placement';
import { NO_SORTS, type ColumnSorts } from '../dnd/card-drop';
import type { DragTarget } from '../dnd/drag-ids';

export interface DropRules {
  /** Card ids per group as shown. */
  placement: Placement;
  /** Where each shown card row is in the table, to tell dragging down from dragging up. */
  rowIndex: (cardId: number) => number;
  /** Whether cards can be put at a chosen spot in a group (manual order shown). */
  canReorder: (columnId: number) => boolean;
}

export interface ListDrop {
  columnId: number;
  /** The card it goes before; null for the end (or when the group has no manual order). */
  beforeCardId: number | null;
  /** The groups as they would be after the drop (for spoken positions). */
  placement: Placement;
}

function topOf(placement: Placement, cardId: number, columnId: number): Placement {
  const first = placement.get(columnId)?.[0];
  if (first === undefined || first === cardId) return placement;
  return moveWithin(placement, cardId, first);
}

/**
 * Where a card dropped on a row goes. On a card row of its own group it takes that row's place
 * (arrayMove); on another group's card row it goes before it when dragged up and after it when
 * dragged down; on a group header it goes to the top of that group. Into a group its column's
 * sticky sort orders, it goes where the sort puts it, whatever row it is over (as on the kanban).
 * Null when nothing changes.
 */
export function projectDrop(
  rules: DropRules,
  cardId: number,
  target: DragTarget | null,
  sorts: ColumnSorts = NO_SORTS,
): ListDrop | null {
  const { placement, rowIndex, canReorder } = rules;
  const from = columnOf(placement, cardId);
  if (from === null || target === null || (target.kind === 'card' && target.id === cardId)) {
    return null;
  }
  const to = target.kind === 'column' ? target.id : columnOf(placement, target.id);
  if (to === null || (to === from && !canReorder(to))) return null;

  let next: Placement;
  const sortedAt = to === from ? null : sorts.sortedIndex(cardId, to, placement.get(to) ?? []);
  if (sortedAt !== null) {
    next = moveAcross(placement, cardId, to, sortedAt);
  } else if (target.kind === 'column') {
    next = to === from ? topOf(placement, cardId, to) : moveAcross(placement, cardId, to, 0);
  } else if (to === from) {
    next = moveWithin(placement, cardId, target.id);
  } else {
    const below = rowIndex(cardId) < rowIndex(target.id);
    const overIndex = (placement.get(to) ?? []).indexOf(target.id);
    next = moveAcross(placement, cardId, to, overIndex + (below ? 1 : 0));
  }

  const spot = finalSpot(next, cardId);
  const origin = finalSpot(placement, cardId);
  if (!spot || !origin || (spot.columnId === origin.columnId && spot.index === origin.index)) {
    return null;
  }
  return {
    columnId: to,
    beforeCardId: canReorder(to) ? spot.beforeCardId : null,
    placement: next,
  };
}
