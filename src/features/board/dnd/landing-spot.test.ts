import { describe, expect, it } from 'vitest';
import type { Placement } from './card-placement';
import { landingSpot } from './landing-spot';

const placement: Placement = new Map([
  [1, [10, 11, 12]],
  [2, [20, 21]],
  [3, []],
]);

describe('landingSpot', () => {
  it('is where the card is when over nothing or itself', () => {
    expect(landingSpot(placement, 11, null)).toEqual({ columnId: 1, position: 2, count: 3 });
    expect(landingSpot(placement, 11, 'card-11')).toEqual({ columnId: 1, position: 2, count: 3 });
  });

  it("takes the over card's position, counting the card when it joins a column", () => {
    expect(landingSpot(placement, 10, 'card-12')).toEqual({ columnId: 1, position: 3, count: 3 });
    expect(landingSpot(placement, 10, 'card-21')).toEqual({ columnId: 2, position: 2, count: 3 });
  });

  it('lands at the end of a column it is dragged over', () => {
    expect(landingSpot(placement, 10, 'column-3')).toEqual({ columnId: 3, position: 1, count: 1 });
    expect(landingSpot(placement, 10, 'column-2')).toEqual({ columnId: 2, position: 3, count: 3 });
  });
});
