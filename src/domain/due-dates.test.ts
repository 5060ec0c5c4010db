import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dueBucketsOf,
  dueChipText,
  dueDateStatus,
  humanDueDates,
  matchesDueBuckets,
  NEAR_WINDOW_MS,
} from './due-dates';
import type { DueBucket } from './enums';

/**
 * CONTRACT.md section 3: due_date_status, and the search due buckets in the process's time zone.
 * Every clock is fixed (the functions take `now`). Bucket cases are written in local wall-clock
 * time (`new Date(y, m, d, ...)`), so they hold in any zone; the zone-specific cases below run the
 * same table under several TZ values and pin instants whose bucket depends on the zone.
 */

/** A local wall-clock instant (month 1-12). */
const local = (y: number, m: number, d: number, h = 0, min = 0, s = 0, ms = 0): Date =>
  new Date(y, m - 1, d, h, min, s, ms);
const iso = (date: Date): string => date.toISOString();
const HOUR = 60 * 60 * 1000;

const buckets = (due: Date | null, now: Date, completed: Date | null = null): DueBucket[] =>
  [
    ...dueBucketsOf(
      { due_date: due ? iso(due) : null, completed_at: completed ? iso(completed) : null },
      now,
    ),
  ].sort();

describe('dueDateStatus', () => {
  const now = new Date('2026-03-11T10:00:00.000Z');
  const status = (due: string | null, completed: string | null = null) =>
    dueDateStatus({ due_date: due, completed_at: completed }, now);
  const plus = (ms: number) => new Date(now.getTime() + ms).toISOString();

  it('is null without a due date, with an unreadable one, or once completed', () => {
    expect(status(null)).toBeNull();
    expect(status('not a date')).toBeNull();
    expect(status(plus(-HOUR), iso(now))).toBeNull();
    expect(status(plus(HOUR), iso(now))).toBeNull();
    expect(status(plus(30 * 24 * HOUR), iso(now))).toBeNull();
  });

  it('is OVERDUE once the due instant has passed', () => {
    expect(status(plus(-1))).toBe('OVERDUE');
    expect(status(plus(-365 * 24 * HOUR))).toBe('OVERDUE');
  });

  it('is NEAR from now up to and including 48 hours ahead', () => {
    expect(NEAR_WINDOW_MS).toBe(48 * HOUR);
    expect(status(plus(0))).toBe('NEAR');
    expect(status(plus(1))).toBe('NEAR');
    expect(status(plus(47 * HOUR))).toBe('NEAR');
    expect(status(plus(48 * HOUR))).toBe('NEAR');
  });

  it('is FAR beyond 48 hours', () => {
    expect(status(plus(48 * HOUR + 1))).toBe('FAR');
    expect(status(plus(90 * 24 * HOUR))).toBe('FAR');
  });

  it('accepts offsets other than Z (an instant, not a wall-clock time)', () => {
    // 2026-03-11T11:00+02:00 is 09:00Z, an hour before now.
    expect(status('2026-03-11T11:00:00+02:00')).toBe('OVERDUE');
    // 2026-03-13T05:00-05:00 is 10:00Z on the 13th, exactly 48 h ahead.
    expect(status('2026-03-13T05:00:00-05:00')).toBe('NEAR');
  });
});

/** A wall-clock time: year, month 1-12, day, then optional hours, minutes, seconds, ms. */
type Wall = [number, number, number, ...number[]];
const wall = ([y, m, d, h = 0, min = 0, s = 0, ms = 0]: Wall): Date =>
  local(y, m, d, h, min, s, ms);

/**
 * The bucket table, in local time: holds in every zone (see the TZ blocks below). Dates are
 * built inside each test, after any TZ switch, never while collecting.
 */
function bucketTable(): void {
  // Wednesday 11 March 2026, 10:00. ISO week: Mon 9 .. Sun 15; next week: Mon 16 .. Sun 22;
  // next month: April; future: from 1 May.
  const wednesday = (): Date => local(2026, 3, 11, 10);

  it.each<[string, Wall | null, DueBucket[]]>([
    ['no due date', null, ['no-date']],
    ['long ago', [2025, 12, 1], ['overdue']],
    ['Sunday before this week, last instant', [2026, 3, 8, 23, 59, 59, 999], ['overdue']],
    ['Monday of this week, first instant', [2026, 3, 9], ['overdue', 'this-week']],
    ['yesterday', [2026, 3, 10, 18], ['overdue', 'this-week']],
    ['earlier today', [2026, 3, 11, 9], ['overdue', 'this-week', 'today']],
    ['today, first instant', [2026, 3, 11], ['overdue', 'this-week', 'today']],
    ['later today', [2026, 3, 11, 18], ['this-week', 'today']],
    ['today, last instant', [2026, 3, 11, 23, 59, 59, 999], ['this-week', 'today']],
    ['tomorrow, first instant', [2026, 3, 12], ['this-week', 'tomorrow']],
    ['tomorrow, last instant', [2026, 3, 12, 23, 59, 59, 999], ['this-week', 'tomorrow']],
    ['the day after tomorrow', [2026, 3, 13], ['this-week']],
    ['Sunday of this week, last instant', [2026, 3, 15, 23, 59, 59, 999], ['this-week']],
    ['Monday of next week, first instant', [2026, 3, 16], ['next-week']],
    ['Sunday of next week, last instant', [2026, 3, 22, 23, 59, 59, 999], ['next-week']],
    ['the week after next', [2026, 3, 23], []],
    ['last instant of this month', [2026, 3, 31, 23, 59, 59, 999], []],
    ['first instant of next month', [2026, 4, 1], ['next-month']],
    ['last instant of next month', [2026, 4, 30, 23, 59, 59, 999], ['next-month']],
    ['first instant after next month', [2026, 5, 1], ['future']],
    ['next year', [2027, 6, 1], ['future']],
  ])('%s', (_name, due, expected) => {
    expect(buckets(due ? wall(due) : null, wednesday())).toEqual(expected);
  });

  it('completed cards are in completed, never overdue, and keep their date buckets', () => {
    const now = wednesday();
    const done = local(2026, 3, 10, 12);
    expect(buckets(null, now, done)).toEqual(['completed', 'no-date']);
    expect(buckets(local(2026, 3, 10, 9), now, done)).toEqual(['completed', 'this-week']);
    expect(buckets(local(2025, 1, 1), now, done)).toEqual(['completed']);
    expect(buckets(local(2026, 3, 11, 18), now, done)).toEqual(['completed', 'this-week', 'today']);
  });

  it('weeks run Monday to Sunday (ISO), also when now is a Sunday or a Monday', () => {
    const sunday = local(2026, 3, 15, 22);
    expect(buckets(local(2026, 3, 9), sunday)).toEqual(['overdue', 'this-week']);
    expect(buckets(local(2026, 3, 16, 8), sunday)).toEqual(['next-week', 'tomorrow']);
    expect(buckets(local(2026, 3, 22, 23), sunday)).toEqual(['next-week']);
    expect(buckets(local(2026, 3, 23), sunday)).toEqual([]);

    const monday = local(2026, 3, 16);
    expect(buckets(local(2026, 3, 15, 23), monday)).toEqual(['overdue']);
    expect(buckets(local(2026, 3, 16), monday)).toEqual(['this-week', 'today']);
    expect(buckets(local(2026, 3, 22, 23, 59, 59, 999), monday)).toEqual(['this-week']);
    expect(buckets(local(2026, 3, 23), monday)).toEqual(['next-week']);
  });

  it('an ISO week that spans two years and a month boundary', () => {
    // Wednesday 30 December 2026: the ISO week runs Mon 28 Dec .. Sun 3 Jan 2027, and
    // January 2027 is next month, so 1-3 January are both this-week and next-month.
    const now = local(2026, 12, 30, 12);
    expect(buckets(local(2026, 12, 28), now)).toEqual(['overdue', 'this-week']);
    expect(buckets(local(2026, 12, 31, 12), now)).toEqual(['this-week', 'tomorrow']);
    expect(buckets(local(2027, 1, 1, 12), now)).toEqual(['next-month', 'this-week']);
    expect(buckets(local(2027, 1, 3, 23), now)).toEqual(['next-month', 'this-week']);
    expect(buckets(local(2027, 1, 4), now)).toEqual(['next-month', 'next-week']);
    expect(buckets(local(2027, 1, 31, 23, 59, 59, 999), now)).toEqual(['next-month']);
    expect(buckets(local(2027, 2, 1), now)).toEqual(['future']);
  });

  it('next month from the 31st is the calendar month after, not 31 days later', () => {
    // Saturday 31 January 2026: Sunday 1 February is tomorrow, this ISO week and next month.
    const now = local(2026, 1, 31, 12);
    expect(buckets(local(2026, 2, 1), now)).toEqual(['next-month', 'this-week', 'tomorrow']);
    expect(buckets(local(2026, 2, 2), now)).toEqual(['next-month', 'next-week']);
    expect(buckets(local(2026, 2, 28, 23, 59, 59, 999), now)).toEqual(['next-month']);
    expect(buckets(local(2026, 3, 1), now)).toEqual(['future']);
    expect(buckets(local(2026, 3, 3), now)).toEqual(['future']);
  });
}

describe('dueBucketsOf (process time zone)', bucketTable);

describe('matchesDueBuckets', () => {
  const now = local(2026, 3, 11, 10);
  const card = { due_date: iso(local(2026, 3, 12, 9)), completed_at: null };

  it('matches everything when no bucket is asked', () => {
    expect(matchesDueBuckets(card, [], now)).toBe(true);
    expect(matchesDueBuckets({ due_date: null, completed_at: null }, [], now)).toBe(true);
  });

  it('ORs the buckets asked', () => {
    expect(matchesDueBuckets(card, ['tomorrow'], now)).toBe(true);
    expect(matchesDueBuckets(card, ['overdue', 'this-week'], now)).toBe(true);
    expect(matchesDueBuckets(card, ['overdue', 'today', 'next-week'], now)).toBe(false);
    expect(matchesDueBuckets({ due_date: null, completed_at: null }, ['no-date'], now)).toBe(true);
    expect(matchesDueBuckets(card, ['completed'], now)).toBe(false);
  });
});

describe('humanDueDates', () => {
  it('is all null without a readable date', () => {
    const empty = {
      human_due_date: null,
      short_locale_date: null,
      human_verbose_due_date: null,
    };
    expect(humanDueDates(null)).toEqual(empty);
    expect(humanDueDates('soon')).toEqual(empty);
  });

  it('formats in en-US', () => {
    const out = humanDueDates('2026-07-15T12:00:00.000Z');
    // Noon UTC is the 15th or the 16th in every zone; the formatters take the process's zone.
    expect(out.human_due_date).toMatch(/^Jul 1[56]$/);
    expect(out.short_locale_date).toMatch(/^07\/1[56]\/2026$/);
    expect(out.human_verbose_due_date).toMatch(/day, July 1[56], 2026 at \d{1,2}:\d{2}\s[AP]M$/);
  });
});

/**
 * The buckets follow the server's zone (TZ; the browser's zone in the in-browser mock). Node
 * applies a TZ assigned at run time to later Date calls; each block checks the switch took.
 */
const ZONES = [
  // [zone, offset in minutes on 15 Jan 2026 (getTimezoneOffset sign)]
  ['UTC', 0],
  ['America/New_York', 300],
  ['Asia/Kolkata', -330],
  ['Pacific/Auckland', -780],
] as const;

describe.each(ZONES)('in TZ=%s', (zone, januaryOffset) => {
  const previous = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    if (previous === undefined) delete process.env.TZ;
    else process.env.TZ = previous;
  });

  it('the zone is in effect', () => {
    expect(new Date('2026-01-15T12:00:00Z').getTimezoneOffset()).toBe(januaryOffset);
  });

  describe('the bucket table', bucketTable);
});

describe('one instant, different buckets per zone', () => {
  const previous = process.env.TZ;
  afterAll(() => {
    if (previous === undefined) delete process.env.TZ;
    else process.env.TZ = previous;
  });

  // now: Wed 11 March 2026 15:00Z; due: Thu 12 March 03:00Z.
  const now = new Date('2026-03-11T15:00:00.000Z');
  const due = new Date('2026-03-12T03:00:00.000Z');

  it.each<[string, DueBucket[]]>([
    // 15:00 Wed -> 03:00 Thu
    ['UTC', ['this-week', 'tomorrow']],
    // EDT (DST began 8 March): 11:00 Wed -> 23:00 Wed
    ['America/New_York', ['this-week', 'today']],
    // 20:30 Wed -> 08:30 Thu
    ['Asia/Kolkata', ['this-week', 'tomorrow']],
    // NZDT: 04:00 Thu -> 16:00 Thu
    ['Pacific/Auckland', ['this-week', 'today']],
  ])('%s', (zone, expected) => {
    process.env.TZ = zone;
    expect(buckets(due, now)).toEqual(expected);
  });

  it('a Sunday-evening due date in UTC is next week in Auckland', () => {
    // Sun 15 March 20:00Z is Mon 16 March 09:00 NZDT.
    const sunday = new Date('2026-03-15T20:00:00.000Z');
    process.env.TZ = 'UTC';
    expect(buckets(sunday, now)).toEqual(['this-week']);
    process.env.TZ = 'Pacific/Auckland';
    expect(buckets(sunday, now)).toEqual(['next-week']);
  });

  it('today is 23 hours long on a spring-forward day (New York, 8 March 2026)', () => {
    process.env.TZ = 'America/New_York';
    const sundayNoon = local(2026, 3, 8, 12);
    expect(local(2026, 3, 9).getTime() - local(2026, 3, 8).getTime()).toBe(23 * HOUR);
    expect(buckets(local(2026, 3, 8, 23, 30), sundayNoon)).toEqual(['this-week', 'today']);
    expect(buckets(local(2026, 3, 9, 0, 30), sundayNoon)).toEqual(['next-week', 'tomorrow']);
  });
});

describe('dueChipText', () => {
  const now = new Date(2026, 10, 24, 12);
  it('leaves the year out this year and says it any other year', () => {
    expect(dueChipText(new Date(2026, 5, 20, 12).toISOString(), now)).toBe('Jun 20');
    expect(dueChipText(new Date(2030, 5, 20, 12).toISOString(), now)).toBe('Jun 20, 2030');
    expect(dueChipText(new Date(2025, 11, 31, 12).toISOString(), now)).toBe('Dec 31, 2025');
    expect(dueChipText(null, now)).toBeNull();
  });
});
