import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boardOf, wireCard, wireColumn } from '../testing/board-fixture';
import type { BoardWorkingSet, Card } from '../types';
import {
  boardIndex,
  buildBoardIndex,
  cardIdsIn,
  cardOf,
  withCard,
  withCards,
  withColumns,
  withoutCards,
  type BoardIndex,
} from './board-index';
import { shareBoard } from './share-board';

const COLUMNS = [1, 2, 3];

function board(cards: { id: number; column: number; order: number }[]): BoardWorkingSet {
  return boardOf(
    COLUMNS.map((id) => wireColumn(id, 4 - id)),
    cards.map((card) => wireCard(card.id, card.column, card.order)),
  );
}

/** The index as plain values, to compare an index carried over with one built afresh. */
function contents(index: BoardIndex) {
  return {
    cards: [...index.cardsById.entries()].sort(([a], [b]) => a - b),
    columns: [...index.cardIdsByColumn.entries()]
      .filter(([, ids]) => ids.length > 0)
      .sort(([a], [b]) => a - b),
    columnOrder: index.columns.map((column) => column.id),
  };
}

const start = board([
  { id: 1, column: 1, order: 2 },
  { id: 2, column: 1, order: 1 },
  { id: 3, column: 2, order: 1 },
  { id: 4, column: 3, order: 1 },
]);

describe('the board index', () => {
  it('finds cards by id and holds each column by position, the columns in order', () => {
    expect(cardOf(start, 3)?.title).toBe('Card 3');
    expect(cardIdsIn(start, 1)).toEqual([2, 1]);
    expect(cardIdsIn(start, 9)).toEqual([]);
    expect(boardIndex(start).columns.map((column) => column.id)).toEqual([3, 2, 1]);
  });

  it('is built once per board object', () => {
    expect(boardIndex(start)).toBe(boardIndex(start));
  });

  it('leaves out deleted cards from the columns but keeps them by id', () => {
    const next = withCard(start, 1, (card) => ({ ...card, deleted_at: '2026-01-01T00:00:00Z' }));
    expect(cardIdsIn(next, 1)).toEqual([2]);
    expect(cardOf(next, 1)?.deleted_at).not.toBeNull();
  });

  it("changes only the touched card's column: the others keep their arrays", () => {
    const next = withCard(start, 3, (card) => ({ ...card, title: 'Renamed' }));
    expect(cardIdsIn(next, 1)).toBe(cardIdsIn(start, 1));
    expect(cardIdsIn(next, 3)).toBe(cardIdsIn(start, 3));
    expect(cardIdsIn(next, 2)).not.toBe(cardIdsIn(start, 2));
    expect(next.cards[2]?.title).toBe('Renamed');
    expect(next.cards[0]).toBe(start.cards[0]);
  });

  it('carries the card index over a column change', () => {
    const first = start.columns[1];
    if (!first) throw new Error('fixture');
    const columns = { ...start.columns, 1: { ...first, order: 9 } };
    const next = withColumns(start, columns);
    expect(boardIndex(next).columns.map((column) => column.id)).toEqual([3, 2, 1]);
    expect(boardIndex(next).cardsById).toBe(boardIndex(start).cardsById);
  });

  it('keeps the arrays of unchanged columns through structural sharing of a refetch', () => {
    const refetched = board([
      { id: 1, column: 1, order: 2 },
      { id: 2, column: 1, order: 1 },
      { id: 3, column: 2, order: 1 },
      { id: 4, column: 3, order: 5 },
    ]);
    const shared = shareBoard(start, refetched) as BoardWorkingSet;
    expect(cardIdsIn(shared, 1)).toBe(cardIdsIn(start, 1));
    expect(cardIdsIn(shared, 2)).toBe(cardIdsIn(start, 2));
    expect(cardOf(shared, 4)?.order).toBe(5);
  });

  it('after any sequence of writes equals the index built afresh, and untouched columns keep their arrays', () => {
    const write = fc.oneof(
      fc.record({
        kind: fc.constant('move' as const),
        id: fc.integer({ min: 1, max: 8 }),
        column: fc.constantFrom(...COLUMNS),
        order: fc.integer({ min: 0, max: 6 }),
      }),
      fc.record({ kind: fc.constant('rename' as const), id: fc.integer({ min: 1, max: 8 }) }),
      fc.record({ kind: fc.constant('delete' as const), id: fc.integer({ min: 1, max: 8 }) }),
      fc.record({ kind: fc.constant('remove' as const), id: fc.integer({ min: 1, max: 8 }) }),
    );
    fc.assert(
      fc.property(fc.array(write, { maxLength: 25 }), (writes) => {
        let current = start;
        for (const step of writes) {
          const before = current;
          const card = cardOf(before, step.id);
          let touched: number[];
          if (step.kind === 'remove') {
            current = withoutCards(before, new Set([step.id]));
            touched = card ? [card.column_id] : [];
          } else {
            const template = start.cards[0] as Card;
            const changed: Card = card ?? { ...template, id: step.id, number: step.id };
            const next =
              step.kind === 'move'
                ? { ...changed, column_id: step.column, order: step.order }
                : step.kind === 'rename'
                  ? { ...changed, title: `${changed.title}!` }
                  : { ...changed, deleted_at: '2026-01-01T00:00:00Z' };
            current = withCards(before, [next]);
            touched = [changed.column_id, next.column_id, ...(card ? [card.column_id] : [])];
          }
          expect(contents(boardIndex(current))).toEqual(contents(buildBoardIndex(current)));
          for (const column of COLUMNS.filter((id) => !touched.includes(id))) {
            expect(cardIdsIn(current, column)).toBe(cardIdsIn(before, column));
          }
        }
      }),
    );
  });
});
