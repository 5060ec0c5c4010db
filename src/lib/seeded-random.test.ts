import { describe, expect, it } from 'vitest';
import { seededRandom } from './seeded-random';

describe('seededRandom', () => {
  it('gives the same sequence for the same seed, another for another seed', () => {
    const take = (seed: number) => {
      const next = seededRandom(seed);
      return Array.from({ length: 5 }, next);
    };
    expect(take(42)).toEqual(take(42));
    expect(take(42)).not.toEqual(take(43));
  });

  it('draws in [0, 1), spread over the range', () => {
    const next = seededRandom(7);
    const draws = Array.from({ length: 10_000 }, next);
    expect(draws.every((value) => value >= 0 && value < 1)).toBe(true);
    const low = draws.filter((value) => value < 0.5).length;
    expect(low).toBeGreaterThan(4_700);
    expect(low).toBeLessThan(5_300);
  });
});
