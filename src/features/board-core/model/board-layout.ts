import { boardIndex, type BoardIndex } from '@/api/queries/board-index';
import type { BoardWorkingSet, Card, Column } from '@/api/types';
import { sortCards } from '@/domain/ordering';
import { isCardArchived } from '@/domain/archiving';
import type { Placement } from './card-placement';

export interface BoardLayout {
  /** Live columns in board order; archived ones only when asked for. */
  columns: Column[];
  /**
   * Each column's shown cards, in the column's sticky sort or by position. A column's array is
   * the same object while its cards are (the index's rule), so only changed columns re-render.
   */
  cardsByColumn: ReadonlyMap<number, readonly Card[]>;
  /** The ids of `cardsByColumn`, with the same stability: the drag code's starting placement. */
  placement: Placement;
  /** Only a search's matches show: empty columns are hidden, and so is "+ Add column". */
  filtered?: boolean;
}

interface LayoutOptions {
  showArchived?: boolean;
  /** A search's matches: only these columns and cards show (docs/search.md). */
  visible?: { cardIds: ReadonlySet<number>; columnIds: ReadonlySet<number> } | null;
}

interface ShownColumn {
  showArchived: boolean;
  visibleCardIds: ReadonlySet<number> | null;
  sortOrder: string | null;
  cards: readonly Card[];
  ids: readonly number[];
}

/** Layouts kept per index column (both views and a filtered board share them). */
const KEPT_PER_COLUMN = 4;
const shownColumns = new WeakMap<readonly number[], ShownColumn[]>();

/**
 * A column's shown cards, from the index's ids of the column: worked out once per ids array
 * and options, so an untouched column gives the same arrays again.
 */
function shownColumn(
  index: BoardIndex,
  ids: readonly number[],
  column: Column,
  showArchived: boolean,
  visibleCardIds: ReadonlySet<number> | null,
): ShownColumn {
  const sortOrder = column.sort_order ?? null;
  const kept = shownColumns.get(ids) ?? [];
  const found = kept.find(
    (entry) =>
      entry.showArchived === showArchived &&
      entry.visibleCardIds === visibleCardIds &&
      entry.sortOrder === sortOrder,
  );
  if (found) return found;

  const shown: Card[] = [];
  for (const id of ids) {
    const card = index.cardsById.get(id);
    if (!card || (!showArchived && isCardArchived(card))) continue;
    if (visibleCardIds !== null && !visibleCardIds.has(id)) continue;
    shown.push(card);
  }
  // The index holds each column by position already; only a sticky sort reorders.
  const sorted = sortOrder === null ? shown : sortCards(shown, sortOrder);
  // Another search that shows the same cards here (a longer word, the server's answer) gives
  // the same arrays, so the column and its tiles do not re-render.
  const same = kept.find(
    (entry) =>
      entry.cards.length === sorted.length &&
      entry.cards.every((card, index) => card === sorted[index]),
  );
  const entry = same
    ? { ...same, showArchived, visibleCardIds, sortOrder }
    : {
        showArchived,
        visibleCardIds,
        sortOrder,
        cards: sorted,
        ids: sorted.map((card) => card.id),
      };
  shownColumns.set(ids, [entry, ...kept].slice(0, KEPT_PER_COLUMN));
  return entry;
}

const NO_IDS: readonly number[] = [];

/** The board as the views show it, read from the board index: columns, then their cards. */
export function layoutBoard(board: BoardWorkingSet, options: LayoutOptions = {}): BoardLayout {
  const showArchived = options.showArchived ?? false;
  const visible = options.visible ?? null;
  const index = boardIndex(board);
  const columns = index.columns.filter(
    (column) =>
      (column.archived_at === null || showArchived) &&
      (visible === null || visible.columnIds.has(column.id)),
  );
  const cardsByColumn = new Map<number, readonly Card[]>();
  const placement = new Map<number, readonly number[]>();
  for (const column of columns) {
    const ids = index.cardIdsByColumn.get(column.id) ?? NO_IDS;
    const shown = shownColumn(index, ids, column, showArchived, visible?.cardIds ?? null);
    cardsByColumn.set(column.id, shown.cards);
    placement.set(column.id, shown.ids);
  }
  return { columns, cardsByColumn, placement, filtered: visible !== null };
}
