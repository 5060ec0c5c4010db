import { describe, expect, it } from 'vitest';
import { lengthHint } from './length-hint';

describe('lengthHint', () => {
  it('counts only in the last fifth before the limit, and over it', () => {
    expect(lengthHint(0, 80)).toBeUndefined();
    expect(lengthHint(63, 80)).toBeUndefined();
    expect(lengthHint(64, 80)).toBe('64/80 characters');
    expect(lengthHint(81, 80)).toBe('81/80 characters');
    expect(lengthHint(13, 16)).toBe('13/16 characters');
    expect(lengthHint(12, 16)).toBeUndefined();
  });
});
