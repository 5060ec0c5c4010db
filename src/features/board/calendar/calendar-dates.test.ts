import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { describe, expect, it } from 'vitest';
import { dayKey, gridDays, localeWeekStart, shiftAnchor } from './calendar-dates';
import { parseDayKey } from '@/domain/due-day';

describe('calendar dates', () => {
  it('covers a month with whole weeks from the locale’s first day', () => {
    const days = gridDays(new Date(2026, 10, 25), 'month', 1);
    expect(dayKey(days[0] ?? new Date(0))).toBe('2026-10-26'); // the Monday before Nov 1
    expect(dayKey(days.at(-1) ?? new Date(0))).toBe('2026-12-06');
    expect(days).toHaveLength(42);
    const sundayFirst = gridDays(new Date(2026, 10, 25), 'month', 0);
    expect(dayKey(sundayFirst[0] ?? new Date(0))).toBe('2026-11-01');
    expect(sundayFirst).toHaveLength(35);
    const week = gridDays(new Date(2026, 10, 25), 'week', 1).map(dayKey);
    expect(week).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
  });

  it('reads and writes day keys, refusing impossible days', () => {
    expect(dayKey(parseDayKey('2026-02-28') ?? new Date(0))).toBe('2026-02-28');
    expect(parseDayKey('2026-02-30')).toBeNull();
    expect(parseDayKey('26-2-3')).toBeNull();
    expect(parseDayKey(null)).toBeNull();
  });

  it('moves by a month (from its first day) or a week', () => {
    expect(dayKey(shiftAnchor(new Date(2026, 0, 31), 'month', 1))).toBe('2026-02-01');
    expect(dayKey(shiftAnchor(new Date(2026, 10, 25), 'week', -1))).toBe('2026-11-18');
  });

  it('starts the week where the locale does', () => {
    expect(localeWeekStart('en-US')).toBe(0);
    expect(localeWeekStart('de-DE')).toBe(1);
    expect(localeWeekStart('not a locale!')).toBe(1);
  });

  it('keys a day as date-fns would format it, every day of three years and the edges of time', () => {
    for (let day = new Date(2025, 0, 1); day.getFullYear() < 2028; day = addDays(day, 1))
      expect(dayKey(day)).toBe(format(day, 'yyyy-MM-dd'));
    for (const day of [new Date(999, 11, 31, 23, 59), new Date(2026, 9, 5, 0, 0, 0, 1)])
      expect(dayKey(day)).toBe(format(day, 'yyyy-MM-dd'));
  });
});
