import { describe, expect, it } from 'vitest';
import type { ColumnSorts } from '@/features/board-core/dnd/card-drop';
import type { Placement } from '@/features/board-core/model/card-placement';
import { landingSpot } from './landing-spot';

const placement: Placement = new Map([
  [1, [10, 11, 12]],
  [2, [20, 21]],
  [3, []],
]);

describe('landingSpot', () => {
  it("is the card's column, its position there and the column's count", () => {
    expect(landingSpot(placement, 11)).toEqual({ columnId: 1, position: 2, count: 3 });
    expect(landingSpot(placement, 21)).toEqual({ columnId: 2, position: 2, count: 2 });
  });

  it('is nothing for a card that is not placed', () => {
    expect(landingSpot(placement, 99)).toBeNull();
  });

  it("names a sorted column's sort", () => {
    const sorts: ColumnSorts = {
      isSorted: (id) => id === 2,
      sortedIndex: () => null,
      describe: (id) => (id === 2 ? 'Sorted by due date, earliest first' : null),
    };
    expect(landingSpot(placement, 20, sorts)).toEqual({
      columnId: 2,
      position: 1,
      count: 2,
      sortedBy: 'Sorted by due date, earliest first',
    });
    expect(landingSpot(placement, 10, sorts)).toEqual({ columnId: 1, position: 1, count: 3 });
  });
});
