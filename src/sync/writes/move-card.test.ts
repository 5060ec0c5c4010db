import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boardOf, wireCard, wireColumn } from '@/api/testing/board-fixture';
import type { BoardWorkingSet } from '@/api/types';
import { applyCardMove, orderForDrop } from './move-card.write';
import { applyCardMoves } from '../undo/apply-card-moves';

function board(cards: { id: number; column: number; order: number; archived?: boolean }[]) {
  return boardOf(
    [wireColumn(1, 1, { name: 'A' }), wireColumn(2, 2, { name: 'B' })],
    cards.map((card) =>
      wireCard(card.id, card.column, card.order, { status: card.archived ? 'ARCHIVED' : 'OPEN' }),
    ),
  );
}

const idsIn = (data: BoardWorkingSet, column: number) =>
  data.cards
    .filter((card) => card.column_id === column)
    .sort((a, b) => a.order - b.order)
    .map((card) => card.id);

describe('applyCardMove', () => {
  const start = board([
    { id: 1, column: 1, order: 1 },
    { id: 2, column: 1, order: 2 },
    { id: 3, column: 1, order: 3 },
    { id: 4, column: 2, order: 1 },
  ]);

  it('reorders within a column', () => {
    const moved = applyCardMove(start, { cardId: 1, toColumnId: 1, order: 3 });
    expect(idsIn(moved, 1)).toEqual([2, 3, 1]);
  });

  it('moves across columns and renumbers both', () => {
    const moved = applyCardMove(start, { cardId: 2, toColumnId: 2, order: 1 });
    expect(idsIn(moved, 1)).toEqual([1, 3]);
    expect(idsIn(moved, 2)).toEqual([2, 4]);
    expect(moved.cards.find((c) => c.id === 3)?.order).toBe(2);
  });

  it('keeps the identity of cards whose order did not change', () => {
    const moved = applyCardMove(start, { cardId: 3, toColumnId: 2, order: 2 });
    expect(moved.cards.find((c) => c.id === 1)).toBe(start.cards.find((c) => c.id === 1));
    expect(moved.cards.find((c) => c.id === 4)).toBe(start.cards.find((c) => c.id === 4));
  });

  it('keeps orders contiguous and unique after any sequence of moves', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            cardId: fc.integer({ min: 1, max: 4 }),
            toColumnId: fc.integer({ min: 1, max: 2 }),
            order: fc.integer({ min: 1, max: 5 }),
          }),
          { maxLength: 20 },
        ),
        (moves) => {
          const end = moves.reduce(applyCardMove, start);
          for (const column of [1, 2]) {
            const orders = end.cards
              .filter((card) => card.column_id === column)
              .map((card) => card.order)
              .sort((a, b) => a - b);
            expect(orders).toEqual(orders.map((_, index) => index + 1));
          }
        },
      ),
    );
  });
});

describe('orderForDrop', () => {
  it('counts hidden archived cards so the card lands before its visible neighbour', () => {
    const data = board([
      { id: 1, column: 1, order: 1 },
      { id: 2, column: 1, order: 2, archived: true },
      { id: 3, column: 1, order: 3 },
      { id: 9, column: 2, order: 1 },
    ]);
    const order = orderForDrop(data, 9, 1, 3);
    expect(order).toBe(3);
    expect(idsIn(applyCardMove(data, { cardId: 9, toColumnId: 1, order }), 1)).toEqual([
      1, 2, 9, 3,
    ]);
  });

  it('drops at the end without a neighbour and accounts for the card leaving its column', () => {
    const data = board([
      { id: 1, column: 1, order: 1 },
      { id: 2, column: 1, order: 2 },
      { id: 3, column: 1, order: 3 },
    ]);
    expect(orderForDrop(data, 1, 1, null)).toBe(3);
    expect(
      idsIn(
        applyCardMove(data, { cardId: 1, toColumnId: 1, order: orderForDrop(data, 1, 1, 3) }),
        1,
      ),
    ).toEqual([2, 1, 3]);
  });

  describe('applyCardMoves', () => {
    it('leaves the board as the same moves one after the other would, in one update', () => {
      const start = board([
        { id: 1, column: 1, order: 1 },
        { id: 2, column: 1, order: 2 },
        { id: 3, column: 1, order: 3, archived: true },
        { id: 4, column: 2, order: 1 },
        { id: 5, column: 2, order: 2 },
      ]);
      fc.assert(
        fc.property(
          fc.array(
            fc.record({
              cardId: fc.integer({ min: 1, max: 6 }),
              toColumnId: fc.integer({ min: 1, max: 2 }),
              order: fc.integer({ min: 1, max: 6 }),
            }),
            { maxLength: 25 },
          ),
          (moves) => {
            const oneByOne = moves.reduce(applyCardMove, start);
            const atOnce = applyCardMoves(start, moves);
            const shape = (data: BoardWorkingSet) =>
              [...data.cards]
                .sort((a, b) => a.id - b.id)
                .map((card) => [card.id, card.column_id, card.order]);
            expect(shape(atOnce)).toEqual(shape(oneByOne));
            expect([1, 2].map((column) => idsIn(atOnce, column))).toEqual(
              [1, 2].map((column) => idsIn(oneByOne, column)),
            );
          },
        ),
      );
    });
  });
});
