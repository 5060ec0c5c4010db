import { describe, expect, it } from 'vitest';
import { boardHref, cardHref } from './card-href';

describe('cardHref / boardHref', () => {
  it('keeps the search string, with or without its question mark', () => {
    expect(cardHref(1, 9, 'view=list&q=ship')).toBe('/boards/1/cards/9?view=list&q=ship');
    expect(cardHref(1, 9, '?q=ship')).toBe('/boards/1/cards/9?q=ship');
    expect(boardHref(1, 'tags=5,6')).toBe('/boards/1?tags=5,6');
  });

  it('adds no question mark for an empty search', () => {
    expect(cardHref(2, 3)).toBe('/boards/2/cards/3');
    expect(cardHref(2, 3, '?')).toBe('/boards/2/cards/3');
    expect(boardHref(2, '')).toBe('/boards/2');
  });
});
