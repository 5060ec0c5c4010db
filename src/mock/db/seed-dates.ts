import {
  addDays,
  addHours,
  addMonths,
  addWeeks,
  endOfDay,
  endOfISOWeek,
  startOfDay,
  startOfISOWeek,
  startOfMonth,
} from 'date-fns';

/** Due dates of the seed, relative to "now", one per search bucket. */
export type DueKey =
  | 'overdue'
  | 'today'
  | 'tomorrow'
  | 'this-week'
  | 'next-week'
  | 'next-month'
  | 'future'
  | 'far-past';

export function dueAt(key: DueKey, now: Date): Date {
  switch (key) {
    case 'overdue':
      return addDays(now, -3);
    case 'far-past':
      return addDays(now, -20);
    case 'today': {
      const soon = addHours(now, 2);
      const end = endOfDay(now);
      return soon < end ? soon : end;
    }
    case 'tomorrow':
      return addHours(addDays(startOfDay(now), 1), 10);
    case 'this-week':
      return addHours(startOfDay(endOfISOWeek(now)), 9);
    case 'next-week':
      return addHours(addDays(addWeeks(startOfISOWeek(now), 1), 2), 10);
    case 'next-month':
      return addHours(addDays(startOfMonth(addMonths(now, 1)), 14), 10);
    case 'future':
      return addHours(addDays(startOfMonth(addMonths(now, 3)), 9), 10);
  }
}
