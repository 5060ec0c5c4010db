import { describe, expect, it } from 'vitest';
import { resultCountText } from './result-count';

describe('resultCountText', () => {
  it('reads large counts with a thousands separator', () => {
    expect(
      resultCountText({
        target: 'cards',
        matchCount: 1250,
        total: 5000,
        columnCount: 0,
        templateCount: null,
      }),
    ).toBe('1,250 of 5,000 cards');
  });

  it('says one card, and counts columns and templates for those targets', () => {
    const base = { matchCount: 1, total: 1, columnCount: 1, templateCount: 2 };
    expect(resultCountText({ ...base, target: 'cards' })).toBe('1 of 1 card');
    expect(resultCountText({ ...base, target: 'columns' })).toBe('1 column');
    expect(resultCountText({ ...base, target: 'templates' })).toBe('2 card templates');
  });
});
