import { describe, expect, it } from 'vitest';
import { parseWipLimit, wipState } from './wip';

describe('wipState', () => {
  it('compares a column’s cards with its soft limit', () => {
    expect(wipState(5, null)).toBe('none');
    expect(wipState(2, 3)).toBe('under');
    expect(wipState(3, 3)).toBe('at');
    expect(wipState(4, 3)).toBe('over');
    expect(wipState(4, 0)).toBe('none');
  });
});

describe('parseWipLimit', () => {
  it('reads a whole number from 1 to the maximum, or none when empty', () => {
    expect(parseWipLimit(' ', 999)).toBe('none');
    expect(parseWipLimit('3', 999)).toBe(3);
    expect(parseWipLimit('0', 999)).toBeNull();
    expect(parseWipLimit('2.5', 999)).toBeNull();
    expect(parseWipLimit('1000', 999)).toBeNull();
    expect(parseWipLimit('three', 999)).toBeNull();
  });
});
