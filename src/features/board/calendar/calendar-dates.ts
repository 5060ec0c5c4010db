import { addDays } from 'date-fns/addDays';
import { addMonths } from 'date-fns/addMonths';
import { addWeeks } from 'date-fns/addWeeks';
import { endOfMonth } from 'date-fns/endOfMonth';
import { endOfWeek } from 'date-fns/endOfWeek';
import { startOfDay } from 'date-fns/startOfDay';
import { startOfMonth } from 'date-fns/startOfMonth';
import { startOfWeek } from 'date-fns/startOfWeek';
import type { WeekStart } from '@/lib/i18n/week-start';

/** A month grid, or one week. */
export type CalendarSpan = 'month' | 'week';

export type { WeekStart } from '@/lib/i18n/week-start';
export { localeWeekStart } from '@/lib/i18n/week-start';

/** A local calendar day as `yyyy-MM-dd`: the key of a day cell and of the URL's `date`. */
export function dayKey(date: Date): string {
  // By hand, not date-fns's `format`: the calendar keys every shown card (5,000 of them) on
  // each mount, and `format` took 15 ms of the first switch to the view (bench/profile.mjs).
  const month = date.getMonth() + 1;
  const day = date.getDate();
  return `${String(date.getFullYear()).padStart(4, '0')}-${month < 10 ? '0' : ''}${month}-${day < 10 ? '0' : ''}${day}`;
}

/** The days the grid shows: whole weeks covering the anchor's month, or the anchor's week. */
export function gridDays(anchor: Date, span: CalendarSpan, weekStartsOn: WeekStart): Date[] {
  const first =
    span === 'month'
      ? startOfWeek(startOfMonth(anchor), { weekStartsOn })
      : startOfWeek(anchor, { weekStartsOn });
  const last =
    span === 'month'
      ? endOfWeek(endOfMonth(anchor), { weekStartsOn })
      : endOfWeek(anchor, { weekStartsOn });
  const days: Date[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The anchor one month or one week before (-1) or after (1). */
export function shiftAnchor(anchor: Date, span: CalendarSpan, step: -1 | 1): Date {
  return span === 'month' ? addMonths(startOfMonth(anchor), step) : addWeeks(anchor, step);
}

/** The instants the grid's days cover: the first day's midnight to the midnight after the last. */
export function gridWindow(days: readonly Date[]): { from: Date; to: Date } {
  const first = days[0] ?? new Date();
  const last = days.at(-1) ?? first;
  return { from: startOfDay(first), to: startOfDay(addDays(last, 1)) };
}
