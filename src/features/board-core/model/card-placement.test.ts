import { describe, expect, it } from 'vitest';
import {
  columnOf,
  finalSpot,
  moveAcross,
  moveWithin,
  placeBefore,
  type Placement,
} from './card-placement';

const start: Placement = new Map([
  [1, [10, 11, 12]],
  [2, [20]],
  [3, []],
]);

describe('card placement during a drag', () => {
  it('finds the column of a card', () => {
    expect(columnOf(start, 11)).toBe(1);
    expect(columnOf(start, 99)).toBeNull();
  });

  it('moves a card across columns at an index, clamped', () => {
    const next = moveAcross(start, 11, 2, 0);
    expect(next.get(1)).toEqual([10, 12]);
    expect(next.get(2)).toEqual([11, 20]);
    expect(moveAcross(start, 10, 3, 99).get(3)).toEqual([10]);
    expect(moveAcross(start, 10, 1, 2)).toBe(start);
  });

  it('reorders within a column', () => {
    expect(moveWithin(start, 10, 12).get(1)).toEqual([11, 12, 10]);
    expect(moveWithin(start, 12, 10).get(1)).toEqual([12, 10, 11]);
    expect(moveWithin(start, 10, 20)).toBe(start);
  });

  it('reports the final column, index and next card', () => {
    expect(finalSpot(start, 11)).toEqual({ columnId: 1, beforeCardId: 12, index: 1 });
    expect(finalSpot(start, 12)).toEqual({ columnId: 1, beforeCardId: null, index: 2 });
    expect(finalSpot(start, 99)).toBeNull();
  });

  it('puts a card before another, across columns or within its own, or at the end', () => {
    expect(placeBefore(start, 12, 2, 20).get(2)).toEqual([12, 20]);
    expect(placeBefore(start, 12, 2, 20).get(1)).toEqual([10, 11]);
    expect(placeBefore(start, 10, 1, 12).get(1)).toEqual([11, 10, 12]);
    expect(placeBefore(start, 10, 1, null).get(1)).toEqual([11, 12, 10]);
    expect(placeBefore(start, 10, 3, 99).get(3)).toEqual([10]);
  });

  it('keeps the same placement when the card is there already, or cannot go there', () => {
    expect(placeBefore(start, 10, 1, 11)).toBe(start);
    expect(placeBefore(start, 12, 1, null)).toBe(start);
    expect(placeBefore(start, 99, 1, null)).toBe(start);
    expect(placeBefore(start, 10, 9, null)).toBe(start);
  });
});
