import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatNumber, setFormatLocale } from './format';
import { formatRelative } from './relative-time';
import { resolveLocale } from './locales';
import { setActiveCatalogue, t, tn } from './translate';

afterEach(() => {
  setActiveCatalogue('en', null);
  setFormatLocale('en-US');
});

describe('t and tn', () => {
  it('fill placeholders, numbers for the locale, and keep English without a catalogue', () => {
    setFormatLocale('en-US');
    expect(t('x.count', '{count} cards in {column}', { count: 1200, column: 'To do' })).toBe(
      '1,200 cards in To do',
    );
    expect(t('x.missing', 'Keep {this}')).toBe('Keep {this}');
  });

  it('take the catalogue’s text, and English for an id it lacks', () => {
    setActiveCatalogue('de', {
      'x.today': 'Heute',
      'x.cards': { one: '{count} Karte', other: '{count} Karten' },
    });
    setFormatLocale('de-DE');
    expect(t('x.today', 'Today')).toBe('Heute');
    expect(t('x.other', 'Other')).toBe('Other');
    expect(tn('x.cards', 1, { one: '{count} card', other: '{count} cards' })).toBe('1 Karte');
    expect(tn('x.cards', 1500, { one: '{count} card', other: '{count} cards' })).toBe(
      '1.500 Karten',
    );
    expect(tn('x.none', 1, { one: '{count} file', other: '{count} files' })).toBe('1 file');
  });
});

describe('resolveLocale', () => {
  it('follows the browser’s first language with texts, formatting for its region', () => {
    expect(resolveLocale('system', ['de-AT', 'en-US'])).toEqual({
      language: 'de',
      formatLocale: 'de-AT',
    });
    expect(resolveLocale('system', ['fr-FR', 'de-CH'])).toEqual({
      language: 'de',
      formatLocale: 'de-CH',
    });
    expect(resolveLocale('system', ['fr-FR'])).toEqual({ language: 'en', formatLocale: 'fr-FR' });
    expect(resolveLocale('system', ['en-GB'])).toEqual({ language: 'en', formatLocale: 'en-GB' });
  });

  it('a chosen language keeps the browser’s region for it, or takes its main locale', () => {
    expect(resolveLocale('de', ['en-GB', 'de-AT'])).toEqual({
      language: 'de',
      formatLocale: 'de-AT',
    });
    expect(resolveLocale('de', ['en-GB'])).toEqual({ language: 'de', formatLocale: 'de' });
    expect(resolveLocale('en', ['de-DE'])).toEqual({ language: 'en', formatLocale: 'en-US' });
    expect(resolveLocale('en', ['en-GB'])).toEqual({ language: 'en', formatLocale: 'en-GB' });
  });
});

describe('formats', () => {
  const day = new Date(2026, 10, 26, 9, 30);

  it('write dates and numbers as the locale does', () => {
    setFormatLocale('en-US');
    expect(formatDate(day, 'weekdayDayMonth')).toBe('Thursday, November 26');
    expect(formatNumber(12345.5)).toBe('12,345.5');
    setFormatLocale('de-DE');
    expect(formatDate(day, 'weekdayDayMonth')).toBe('Donnerstag, 26. November');
    expect(formatDate(day, 'monthYear')).toBe('November 2026');
    expect(formatNumber(12345.5)).toBe('12.345,5');
  });

  it('say relative times in the largest whole unit', () => {
    setFormatLocale('en-US');
    const now = new Date(2026, 10, 26, 12, 0);
    expect(formatRelative(new Date(2026, 10, 28, 12, 0), now)).toBe('in 2 days');
    expect(formatRelative(new Date(2026, 10, 26, 9, 0), now)).toBe('3 hours ago');
    expect(formatRelative(new Date(2026, 10, 27, 12, 0), now)).toBe('tomorrow');
    expect(formatRelative(now, now)).toBe('now');
    setFormatLocale('de-DE');
    expect(formatRelative(new Date(2026, 10, 28, 12, 0), now)).toBe('übermorgen');
  });
});
