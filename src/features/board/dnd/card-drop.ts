import type { Card, Column } from '@/api/types';
import { sortCards } from '@/domain/ordering';
import { describeSort, stickySortOf } from '../model/sticky-sort';
import { columnOf, finalSpot, moveAcross, moveWithin, type Placement } from './card-placement';
import type { DragTarget } from './drag-ids';

/** The columns' sticky sorts, as the drag needs them. */
export interface ColumnSorts {
  /** Whether the column keeps a sticky sort (no manual reorder there). */
  isSorted: (columnId: number) => boolean;
  /**
   * Where the card lands among `ids` (the column's cards without it, as shown) when the column
   * keeps a sticky sort; null when the column has a manual order (people choose the spot).
   */
  sortedIndex: (cardId: number, columnId: number, ids: readonly number[]) => number | null;
  /** "Sorted by due date, earliest first", or null for a manual order. */
  describe: (columnId: number) => string | null;
}

/** Manual order everywhere (tests, and boards without sticky sorts). */
export const NO_SORTS: ColumnSorts = {
  isSorted: () => false,
  sortedIndex: () => null,
  describe: () => null,
};

/**
 * The sorts of a board's columns. A card joining a sorted column is saved at the end of its
 * manual order (see `cardDropOf`), so it is placed with the largest order: ties in the sort
 * (cards without a due date, the same date) put it last, as the server will.
 */
export function columnSorts(
  columns: Readonly<Record<number, Column>>,
  cardsById: ReadonlyMap<number, Card>,
): ColumnSorts {
  const isSorted = (columnId: number): boolean => {
    const column = columns[columnId];
    return column !== undefined && stickySortOf(column) !== null;
  };
  return {
    isSorted,
    sortedIndex: (cardId, columnId, ids) => {
      const column = columns[columnId];
      if (!column || !isSorted(columnId)) return null;
      const card = cardsById.get(cardId);
      if (!card) return ids.length;
      const joining =
        card.column_id === columnId ? card : { ...card, order: Number.MAX_SAFE_INTEGER };
      const others = ids.flatMap((id) => {
        const other = id === cardId ? undefined : cardsById.get(id);
        return other ? [other] : [];
      });
      return sortCards([...others, joining], column.sort_order).indexOf(joining);
    },
    describe: (columnId) => {
      const column = columns[columnId];
      const sort = column ? stickySortOf(column) : null;
      return sort ? describeSort(sort).spoken : null;
    },
  };
}

function targetColumn(placement: Placement, target: DragTarget): number | null {
  return target.kind === 'column' ? target.id : columnOf(placement, target.id);
}

/**
 * While dragging (dnd-kit's MultipleContainers pattern): the card joins the column it is over.
 * In a sorted column it takes the place the sort gives it, whatever it is over; in a manual
 * column it goes before the card it is over (after it once `below`), or at the end when over
 * the column itself. Within its own column nothing changes here: the sortable strategy shows a
 * manual reorder until the drop, and a sorted column offers none.
 */
export function enterColumn(
  placement: Placement,
  cardId: number,
  target: DragTarget | null,
  below: boolean,
  sorts: ColumnSorts,
): Placement {
  if (target === null) return placement;
  const from = columnOf(placement, cardId);
  const to = targetColumn(placement, target);
  if (from === null || to === null || from === to) return placement;
  const toIds = placement.get(to) ?? [];
  const sorted = sorts.sortedIndex(cardId, to, toIds);
  if (sorted !== null) return moveAcross(placement, cardId, to, sorted);
  const index = target.kind === 'card' ? toIds.indexOf(target.id) + (below ? 1 : 0) : toIds.length;
  return moveAcross(placement, cardId, to, index);
}

/**
 * Where the card ends at the drop. Over another card of a manual column it takes that card's
 * place (arrayMove); a sorted column keeps the sort's place, so a reorder there is not made.
 */
export function settleDrop(
  placement: Placement,
  cardId: number,
  target: DragTarget | null,
  sorts: ColumnSorts,
): Placement {
  if (target?.kind !== 'card' || target.id === cardId) return placement;
  const columnId = columnOf(placement, cardId);
  if (columnId === null || columnOf(placement, target.id) !== columnId) return placement;
  if (sorts.isSorted(columnId)) return placement;
  return moveWithin(placement, cardId, target.id);
}

export interface CardDrop {
  columnId: number;
  /** The card it is saved before; null for the end (always so in a sorted column). */
  beforeCardId: number | null;
}

/**
 * What a drop saves, comparing where the card ended (`final`) with where it started (`base`).
 * Null when nothing changed, and when the card stayed in its sorted column (no reorder there).
 * A card that joins a sorted column goes to the end of its manual order: the sort decides where
 * it shows, and the order only breaks ties.
 */
export function cardDropOf(
  base: Placement,
  final: Placement,
  cardId: number,
  sorts: ColumnSorts,
): CardDrop | null {
  const spot = finalSpot(final, cardId);
  const origin = finalSpot(base, cardId);
  if (!spot || !origin) return null;
  const sorted = sorts.isSorted(spot.columnId);
  if (spot.columnId === origin.columnId && (sorted || spot.index === origin.index)) return null;
  return { columnId: spot.columnId, beforeCardId: sorted ? null : spot.beforeCardId };
}
