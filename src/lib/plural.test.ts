import { afterEach, describe, expect, it } from 'vitest';
import { setFormatLocale } from './i18n/format';
import { formatCount } from './plural';

describe('formatCount', () => {
  afterEach(() => setFormatLocale('en-US'));

  it('groups the digits as the locale does', () => {
    setFormatLocale('en-US');
    expect(formatCount(5000)).toBe('5,000');
    expect(formatCount(1)).toBe('1');
    setFormatLocale('de-DE');
    expect(formatCount(5000)).toBe('5.000');
  });
});
