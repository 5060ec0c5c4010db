import { describe, expect, it } from 'vitest';
import {
  dateTextExample,
  dateToValue,
  formatDateText,
  parseDateText,
  valueToDate,
} from './date-text';

describe('date text', () => {
  it('writes a day and a moment as the locale does', () => {
    expect(formatDateText('2026-11-27', 'date', 'de-DE')).toBe('27.11.2026');
    expect(formatDateText('2026-11-27', 'date', 'en-US')).toBe('11/27/2026');
    expect(formatDateText('2026-11-27', 'date', 'en-GB')).toBe('27/11/2026');
    expect(formatDateText('2026-11-27T14:05', 'datetime', 'de-DE')).toBe('27.11.2026 14:05');
    expect(formatDateText('2026-11-27T14:05', 'datetime', 'en-US')).toBe('11/27/2026 2:05 PM');
    expect(formatDateText('2026-11-27T00:30', 'datetime', 'en-US')).toBe('11/27/2026 12:30 AM');
    expect(formatDateText('', 'date', 'de-DE')).toBe('');
    expect(formatDateText('2026-02-30', 'date', 'de-DE')).toBe('');
  });

  it('reads what it writes, in each locale', () => {
    for (const locale of ['de-DE', 'en-US', 'en-GB', 'de-AT']) {
      for (const value of ['2026-11-27T14:05', '2026-01-02T00:00', '2030-12-31T23:59']) {
        expect(parseDateText(formatDateText(value, 'datetime', locale), 'datetime', locale)).toBe(
          value,
        );
      }
      expect(parseDateText(formatDateText('2026-03-04', 'date', locale), 'date', locale)).toBe(
        '2026-03-04',
      );
    }
  });

  it('reads the day and month in the order of the locale', () => {
    expect(parseDateText('3.4.2026', 'date', 'de-DE')).toBe('2026-04-03');
    expect(parseDateText('3/4/2026', 'date', 'en-US')).toBe('2026-03-04');
    expect(parseDateText('3/4/26', 'date', 'en-GB')).toBe('2026-04-03');
    expect(parseDateText('2026-04-03', 'date', 'en-US')).toBe('2026-04-03');
  });

  it('reads the usual ways of writing a time', () => {
    expect(parseDateText('27.11.2026 14.30', 'datetime', 'de-DE')).toBe('2026-11-27T14:30');
    expect(parseDateText('27.11.2026, 14 Uhr', 'datetime', 'de-DE')).toBe('2026-11-27T14:00');
    expect(parseDateText('11/27/2026 2:30 pm', 'datetime', 'en-US')).toBe('2026-11-27T14:30');
    expect(parseDateText('11/27/2026 12 a.m.', 'datetime', 'en-US')).toBe('2026-11-27T00:00');
    expect(parseDateText('2026-11-27T08:15', 'datetime', 'en-US')).toBe('2026-11-27T08:15');
    expect(parseDateText('27.11.2026', 'datetime', 'de-DE')).toBe('2026-11-27T09:00');
  });

  it('gives empty for an empty field and null for what is not a date', () => {
    expect(parseDateText('  ', 'date', 'de-DE')).toBe('');
    for (const text of ['tomorrow', '31.02.2026', '27.13.2026', '27.11.202', '27.11.2026 25:00']) {
      expect(parseDateText(text, 'datetime', 'de-DE')).toBeNull();
    }
    expect(parseDateText('11/27/2026 13:00 pm', 'datetime', 'en-US')).toBeNull();
    expect(parseDateText('27.11.2026 14:00', 'date', 'de-DE')).toBeNull();
  });

  it('converts between kept values and dates', () => {
    const date = valueToDate('2026-11-27T14:05');
    expect(date).toEqual(new Date(2026, 10, 27, 14, 5));
    expect(dateToValue(new Date(2026, 10, 27, 14, 5), 'date')).toBe('2026-11-27');
    expect(valueToDate('nonsense')).toBeNull();
  });

  it('has an example with a day above twelve', () => {
    expect(dateTextExample('datetime', 'de-DE')).toBe('31.12.2030 17:30');
    expect(dateTextExample('date', 'en-US')).toBe('12/31/2030');
  });
});
