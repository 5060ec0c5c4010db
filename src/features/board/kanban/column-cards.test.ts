import { describe, expect, it } from 'vitest';
import type { Card } from '@/api/types';
import type { BoardLayout } from '@/features/board-core/model/board-layout';
import { columnCardsOf } from './column-cards';

const card = (id: number) => ({ id, title: `Card ${id}` }) as unknown as Card;
const cards = new Map([1, 2, 3, 4].map((id) => [id, card(id)]));

function layoutOf(placement: Map<number, number[]>): BoardLayout {
  return {
    columns: [],
    placement,
    cardsByColumn: new Map(
      [...placement].map(([columnId, ids]) => [columnId, ids.map((id) => cards.get(id) as Card)]),
    ),
  };
}

describe('columnCardsOf', () => {
  const layout = layoutOf(
    new Map([
      [10, [1, 2]],
      [20, [3]],
      [30, [4]],
    ]),
  );

  it("is the layout's own cards while nothing is dragged", () => {
    expect(columnCardsOf(layout.placement, layout, cards)).toBe(layout.cardsByColumn);
  });

  it("gives each column of a drag's placement its cards in that order", () => {
    const dragged = new Map(layout.placement).set(10, [2]).set(20, [1, 3]);
    const placed = columnCardsOf(dragged, layout, cards);
    expect(placed.get(10)?.map((c) => c.id)).toEqual([2]);
    expect(placed.get(20)?.map((c) => c.id)).toEqual([1, 3]);
  });

  it('keeps the arrays of the columns the drag did not touch, so only the others re-render', () => {
    const dragged = new Map(layout.placement).set(10, [2]).set(20, [1, 3]);
    const placed = columnCardsOf(dragged, layout, cards);
    expect(placed.get(30)).toBe(layout.cardsByColumn.get(30));
    expect(placed.get(10)).not.toBe(layout.cardsByColumn.get(10));
  });
});
