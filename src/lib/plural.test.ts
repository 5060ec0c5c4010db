import { describe, expect, it } from 'vitest';
import { countText } from './plural';

describe('countText', () => {
  it('uses the singular for exactly one, the plural otherwise', () => {
    expect(countText(1, 'file', 'files')).toBe('1 file');
    expect(countText(0, 'file', 'files')).toBe('0 files');
    expect(countText(2, 'comment', 'comments')).toBe('2 comments');
  });
});
