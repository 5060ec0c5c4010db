import { describe, expect, it } from 'vitest';
import { findsText } from './find-text';

describe('findsText', () => {
  it('finds everything while empty, and a part of any text, ignoring case and accents', () => {
    expect(findsText('  ', 'Urgent')).toBe(true);
    expect(findsText('urg', 'Urgent')).toBe(true);
    expect(findsText('eli', 'Bug', 'Éli Editor')).toBe(true);
    expect(findsText('fallig', 'Fällig')).toBe(true);
    expect(findsText('zed', 'Urgent', 'Eli Editor')).toBe(false);
  });
});
