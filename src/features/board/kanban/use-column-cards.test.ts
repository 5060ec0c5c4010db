import { describe, expect, it } from 'vitest';
import type { Card } from '@/api/types';
import { stableColumnCards } from './use-column-cards';

const card = (id: number) => ({ id, title: `Card ${id}` }) as unknown as Card;

describe('stableColumnCards', () => {
  const cards = new Map([1, 2, 3, 4].map((id) => [id, card(id)]));

  it("gives each column its cards in the placement's order", () => {
    const placed = stableColumnCards(
      new Map([
        [10, [2, 1]],
        [20, [3]],
      ]),
      cards,
      null,
    );
    expect(placed.get(10)?.map((c) => c.id)).toEqual([2, 1]);
    expect(placed.get(20)?.map((c) => c.id)).toEqual([3]);
  });

  it('keeps the array of every column whose cards did not change, so only the others re-render', () => {
    const before = stableColumnCards(
      new Map([
        [10, [1, 2]],
        [20, [3]],
        [30, [4]],
      ]),
      cards,
      null,
    );
    const renamed = new Map(cards).set(3, { ...card(3), title: 'Renamed' });
    const after = stableColumnCards(
      new Map([
        [10, [1, 2]],
        [20, [3]],
        [30, [4]],
      ]),
      renamed,
      before,
    );
    expect(after.get(10)).toBe(before.get(10));
    expect(after.get(30)).toBe(before.get(30));
    expect(after.get(20)).not.toBe(before.get(20));
    expect(after.get(20)?.[0]?.title).toBe('Renamed');
  });

  it('gives a new array to both columns of a move, and only to them', () => {
    const start = new Map([
      [10, [1, 2]],
      [20, [3]],
      [30, [4]],
    ]);
    const before = stableColumnCards(start, cards, null);
    const moved = new Map(start).set(10, [2]).set(20, [1, 3]);
    const after = stableColumnCards(moved, cards, before);
    expect(after.get(10)).not.toBe(before.get(10));
    expect(after.get(20)).not.toBe(before.get(20));
    expect(after.get(30)).toBe(before.get(30));
  });
});
