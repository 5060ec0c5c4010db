import { idsByPosition, liveColumnsInOrder } from '@/domain/ordering';
import type { BoardWorkingSet, Card, Column } from '../types';

/**
 * The board query's index: what every view, the drag code, the card panel and the optimistic
 * writes read instead of searching `board.cards`. Derived once per board object (a refetch, an
 * optimistic write) and, for a write through `withCards`, carried over from the board before
 * with only the touched cards and columns redone.
 */
export interface BoardIndex {
  /** Every card of the working set by id. */
  readonly cardsById: ReadonlyMap<number, Card>;
  /**
   * Each column's cards that are not deleted (archived ones included, as positions count them),
   * by position. A column's array stays the same object while its cards are the same objects in
   * the same order, so a view tells an untouched column by identity.
   */
  readonly cardIdsByColumn: ReadonlyMap<number, readonly number[]>;
  /** The columns that are not deleted (archived ones included), by position. */
  readonly columns: readonly Column[];
  /** Where each card sits in `board.cards`, so a write replaces a few cards in place. */
  readonly slotById: ReadonlyMap<number, number>;
}

const NO_IDS: readonly number[] = Object.freeze([]);
const indexes = new WeakMap<BoardWorkingSet, BoardIndex>();

function sameIds(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}

/** Archived columns stay in the index (a card's own column, "show archived"); deleted ones do not. */
function columnsInOrder(board: BoardWorkingSet): Column[] {
  return liveColumnsInOrder(Object.values(board.columns), () => true);
}

/**
 * Builds the index of `board`. With `previous` (the index of the board it replaces), a column
 * whose cards are the same objects in the same order keeps its array.
 */
export function buildBoardIndex(board: BoardWorkingSet, previous?: BoardIndex): BoardIndex {
  const cardsById = new Map<number, Card>();
  const slotById = new Map<number, number>();
  const grouped = new Map<number, Card[]>();
  board.cards.forEach((card, slot) => {
    cardsById.set(card.id, card);
    slotById.set(card.id, slot);
    if (card.deleted_at !== null) return;
    const column = grouped.get(card.column_id);
    if (column) column.push(card);
    else grouped.set(card.column_id, [card]);
  });
  const cardIdsByColumn = new Map<number, readonly number[]>();
  for (const [columnId, cards] of grouped) {
    const ids = idsByPosition(cards);
    const old = previous?.cardIdsByColumn.get(columnId);
    const unchanged =
      old !== undefined &&
      sameIds(old, ids) &&
      ids.every((id) => previous?.cardsById.get(id) === cardsById.get(id));
    cardIdsByColumn.set(columnId, unchanged ? old : ids);
  }
  return { cardsById, cardIdsByColumn, columns: columnsInOrder(board), slotById };
}

/** The index of a board, built on first use and kept as long as the board object lives. */
export function boardIndex(board: BoardWorkingSet): BoardIndex {
  let index = indexes.get(board);
  if (!index) {
    index = buildBoardIndex(board);
    indexes.set(board, index);
  }
  return index;
}

/** Records the index of a board derived from another (structural sharing, a write). */
export function keepBoardIndex(board: BoardWorkingSet, index: BoardIndex): void {
  indexes.set(board, index);
}

export function cardOf(board: BoardWorkingSet, cardId: number): Card | undefined {
  return boardIndex(board).cardsById.get(cardId);
}

/** A column's cards that are not deleted, archived ones included, by position. */
export function cardIdsIn(board: BoardWorkingSet, columnId: number): readonly number[] {
  return boardIndex(board).cardIdsByColumn.get(columnId) ?? NO_IDS;
}

/** The cards of `cardIdsIn`. */
export function cardsIn(board: BoardWorkingSet, columnId: number): Card[] {
  const { cardsById } = boardIndex(board);
  return cardIdsIn(board, columnId).flatMap((id) => cardsById.get(id) ?? []);
}

/**
 * The board with these cards replaced (by id) or added, as one map update: the cards array is
 * copied once, and the index is carried over with only the columns the cards left or joined
 * redone. Every other card and column keeps its object.
 */
export function withCards(board: BoardWorkingSet, changed: readonly Card[]): BoardWorkingSet {
  if (changed.length === 0) return board;
  const index = boardIndex(board);
  const cards = board.cards.slice();
  const cardsById = new Map(index.cardsById);
  let slotById = index.slotById;
  const touchedColumns = new Set<number>();
  for (const card of changed) {
    const old = index.cardsById.get(card.id);
    if (old) touchedColumns.add(old.column_id);
    touchedColumns.add(card.column_id);
    cardsById.set(card.id, card);
    const slot = slotById.get(card.id);
    if (slot !== undefined) {
      cards[slot] = card;
      continue;
    }
    if (slotById === index.slotById) slotById = new Map(slotById);
    (slotById as Map<number, number>).set(card.id, cards.length);
    cards.push(card);
  }
  const cardIdsByColumn = new Map(index.cardIdsByColumn);
  for (const columnId of touchedColumns) {
    const ids = new Set(index.cardIdsByColumn.get(columnId));
    for (const card of changed) {
      if (card.column_id === columnId && card.deleted_at === null) ids.add(card.id);
      else ids.delete(card.id);
    }
    const column = [...ids].flatMap((id) => cardsById.get(id) ?? []);
    if (column.length > 0) cardIdsByColumn.set(columnId, idsByPosition(column));
    else cardIdsByColumn.delete(columnId);
  }
  const next = { ...board, cards };
  keepBoardIndex(next, { cardsById, cardIdsByColumn, columns: index.columns, slotById });
  return next;
}

/** The board with one card changed by `change`; the same board when it has no such card. */
export function withCard(
  board: BoardWorkingSet,
  cardId: number,
  change: (card: Card) => Card,
): BoardWorkingSet {
  const card = cardOf(board, cardId);
  return card ? withCards(board, [change(card)]) : board;
}

/** The board without these cards; the columns they were not in keep their arrays. */
export function withoutCards(
  board: BoardWorkingSet,
  cardIds: ReadonlySet<number>,
): BoardWorkingSet {
  const next = { ...board, cards: board.cards.filter((card) => !cardIds.has(card.id)) };
  keepBoardIndex(next, buildBoardIndex(next, boardIndex(board)));
  return next;
}

/** The board with new column records; the card index is carried over as it is. */
export function withColumns(
  board: BoardWorkingSet,
  columns: BoardWorkingSet['columns'],
): BoardWorkingSet {
  const next = { ...board, columns };
  keepBoardIndex(next, { ...boardIndex(board), columns: columnsInOrder(next) });
  return next;
}
