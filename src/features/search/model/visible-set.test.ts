import { describe, expect, it } from 'vitest';
import { shownVisible } from './visible-set';

const set = (cards: number[], columns: number[]) => ({
  cardIds: new Set(cards),
  columnIds: new Set(columns),
});

describe('shownVisible', () => {
  it('keeps the local set when the server finds the same cards and columns', () => {
    const local = set([1, 2], [7]);
    expect(shownVisible(set([2, 1], [7]), local)).toBe(local);
  });

  it('shows the server’s answer when it differs, and either one alone', () => {
    const local = set([1, 2], [7]);
    const fewer = set([1], [7]);
    const moreColumns = set([1, 2], [7, 8]);
    expect(shownVisible(fewer, local)).toBe(fewer);
    expect(shownVisible(moreColumns, local)).toBe(moreColumns);
    expect(shownVisible(null, local)).toBe(local);
    expect(shownVisible(fewer, null)).toBe(fewer);
    expect(shownVisible(null, null)).toBeNull();
  });
});
