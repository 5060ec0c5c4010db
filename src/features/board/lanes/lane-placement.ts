import type { Card } from '@/api/types';
import {
  dragTo,
  type ColumnSorts,
  type DropSpot,
  columnOf,
  type Placement,
} from '@/features/board-core';
import type { Lane } from './lane-layout';

/** A card drag in the swimlanes: the copy dragged, the lane it is in now, the lanes changed. */
export interface LaneDragPlacement {
  cardId: number;
  /** The lane of the copy that was picked up. */
  from: string;
  /** The lane the copy is in now. */
  current: string;
  /** The placements of the lanes the drag changed; the others are the layout's. */
  changed: ReadonlyMap<string, Placement>;
}

const without = (placement: Placement, cardId: number): Placement => {
  const columnId = columnOf(placement, cardId);
  if (columnId === null) return placement;
  return new Map(placement).set(
    columnId,
    (placement.get(columnId) ?? []).filter((id) => id !== cardId),
  );
};

/** The card put into a lane that does not hold it yet, at `spot` (or where a sort puts it). */
function enter(
  placement: Placement,
  cardId: number,
  spot: DropSpot,
  sorts: ColumnSorts,
): Placement {
  const ids = (placement.get(spot.columnId) ?? []).filter((id) => id !== cardId);
  const sortedAt = sorts.sortedIndex(cardId, spot.columnId, ids);
  const before = spot.beforeCardId === null ? -1 : ids.indexOf(spot.beforeCardId);
  const at = sortedAt ?? (before < 0 ? ids.length : before);
  return new Map(placement).set(spot.columnId, [...ids.slice(0, at), cardId, ...ids.slice(at)]);
}

/**
 * The drag with the copy moved to `spot` of lane `lane`. Within the lane it is in, the
 * kanban's rule (`dragTo`). Into another lane the copy leaves the lane it was picked up from;
 * where the card is already in the target lane (a second assignee's), that copy is the one
 * that moves: the two become one.
 */
export function dragToLane(
  drag: LaneDragPlacement,
  lanes: ReadonlyMap<string, Lane>,
  lane: string,
  spot: DropSpot,
  sorts: ColumnSorts,
): LaneDragPlacement {
  const base = (key: string) => lanes.get(key)?.placement ?? new Map<number, readonly number[]>();
  if (lane === drag.current) {
    const placement = drag.changed.get(lane) ?? base(lane);
    const next = dragTo(placement, drag.cardId, spot, sorts);
    return next === placement ? drag : { ...drag, changed: new Map(drag.changed).set(lane, next) };
  }
  const target = base(lane);
  const moved =
    columnOf(target, drag.cardId) === null
      ? enter(target, drag.cardId, spot, sorts)
      : dragTo(target, drag.cardId, spot, sorts);
  const changed = new Map<string, Placement>([[lane, moved]]);
  if (lane !== drag.from) changed.set(drag.from, without(base(drag.from), drag.cardId));
  return { ...drag, current: lane, changed };
}

/** A lane's placement during the drag. */
export function lanePlacement(drag: LaneDragPlacement | null, lane: Lane): Placement {
  return drag?.changed.get(lane.key) ?? lane.placement;
}

/** A lane's cards per column as placed; untouched columns keep the layout's arrays. */
export function laneCardsOf(
  lane: Lane,
  placement: Placement,
  cardsById: ReadonlyMap<number, Card>,
): ReadonlyMap<number, readonly Card[]> {
  if (placement === lane.placement) return lane.cardsByColumn;
  const cards = new Map<number, readonly Card[]>();
  for (const [columnId, ids] of placement) {
    const laidOut = lane.cardsByColumn.get(columnId);
    cards.set(
      columnId,
      laidOut && ids === lane.placement.get(columnId)
        ? laidOut
        : ids.flatMap((id) => cardsById.get(id) ?? []),
    );
  }
  return cards;
}
