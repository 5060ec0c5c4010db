import type { Card, Column } from '@/api/types';
import { sortCards } from '@/domain/ordering';
import { describeSort, stickySortOf } from '../model/sticky-sort';
import {
  columnOf,
  finalSpot,
  moveAcross,
  placeBefore,
  type Placement,
} from '../model/card-placement';

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

/** Where a dragged card would go: before a card of a column, or at its end (null). */
export interface DropSpot {
  columnId: number;
  beforeCardId: number | null;
}

/**
 * The placement while a card is dragged to `spot` (the MultipleContainers pattern): in a
 * manual column it goes where the pointer (or the arrow keys) put it; in a sorted column it
 * takes the place the sort gives it, whatever spot it is over, and stays put inside its own.
 * Over no column (`spot` null), nothing changes.
 */
export function dragTo(
  placement: Placement,
  cardId: number,
  spot: DropSpot | null,
  sorts: ColumnSorts,
): Placement {
  if (spot === null) return placement;
  const from = columnOf(placement, cardId);
  if (from === null) return placement;
  if (!sorts.isSorted(spot.columnId)) {
    return placeBefore(placement, cardId, spot.columnId, spot.beforeCardId);
  }
  if (from === spot.columnId) return placement;
  const ids = placement.get(spot.columnId) ?? [];
  return moveAcross(
    placement,
    cardId,
    spot.columnId,
    sorts.sortedIndex(cardId, spot.columnId, ids) ?? ids.length,
  );
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
