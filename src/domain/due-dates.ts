import { addDays } from 'date-fns/addDays';
import { addMonths } from 'date-fns/addMonths';
import { addWeeks } from 'date-fns/addWeeks';
import { endOfISOWeek } from 'date-fns/endOfISOWeek';
import { endOfMonth } from 'date-fns/endOfMonth';
import { isBefore } from 'date-fns/isBefore';
import { startOfDay } from 'date-fns/startOfDay';
import { startOfISOWeek } from 'date-fns/startOfISOWeek';
import { startOfMonth } from 'date-fns/startOfMonth';
import type { DueBucket, DueDateStatus } from './enums';
import { formatDate } from '@/lib/i18n/format';

/** NEAR covers the next 48 hours (CONTRACT.md section 3). */
export const NEAR_WINDOW_MS = 48 * 60 * 60 * 1000;

export interface DueFacts {
  due_date: string | null;
  completed_at: string | null;
}

function toDate(value: string | null): Date | null {
  if (value == null) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** null without a due date or once completed; OVERDUE when passed; NEAR within 48 h; else FAR. */
export function dueDateStatus(card: DueFacts, now: Date): DueDateStatus | null {
  const due = toDate(card.due_date);
  if (due == null || card.completed_at != null) return null;
  const delta = due.getTime() - now.getTime();
  if (delta < 0) return 'OVERDUE';
  if (delta <= NEAR_WINDOW_MS) return 'NEAR';
  return 'FAR';
}

/**
 * The search due buckets a card falls in, in the local time zone of the process (the Node
 * server's `TZ`, or the browser's zone). A card can be in several (today and this-week).
 */
export function dueBucketsOf(card: DueFacts, now: Date): Set<DueBucket> {
  const buckets = new Set<DueBucket>();
  if (card.completed_at != null) buckets.add('completed');
  const due = toDate(card.due_date);
  if (due == null) {
    buckets.add('no-date');
    return buckets;
  }
  if (isBefore(due, now) && card.completed_at == null) buckets.add('overdue');

  const today = startOfDay(now);
  const tomorrow = addDays(today, 1);
  const dayAfter = addDays(today, 2);
  const weekStart = startOfISOWeek(now);
  const nextWeekStart = addWeeks(weekStart, 1);
  const nextMonthStart = startOfMonth(addMonths(now, 1));
  const nextMonthEnd = endOfMonth(nextMonthStart);
  const t = due.getTime();

  if (t >= today.getTime() && t < tomorrow.getTime()) buckets.add('today');
  if (t >= tomorrow.getTime() && t < dayAfter.getTime()) buckets.add('tomorrow');
  if (t >= weekStart.getTime() && t <= endOfISOWeek(now).getTime()) buckets.add('this-week');
  if (t >= nextWeekStart.getTime() && t <= endOfISOWeek(nextWeekStart).getTime()) {
    buckets.add('next-week');
  }
  if (t >= nextMonthStart.getTime() && t <= nextMonthEnd.getTime()) buckets.add('next-month');
  if (t > nextMonthEnd.getTime()) buckets.add('future');
  return buckets;
}

export function matchesDueBuckets(
  card: DueFacts,
  wanted: readonly DueBucket[],
  now: Date,
): boolean {
  if (wanted.length === 0) return true;
  const buckets = dueBucketsOf(card, now);
  return wanted.some((bucket) => buckets.has(bucket));
}

// The service's strings (humanDueDates) are en-US, as the spec's are; chips are the reader's.
const shortFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const localeFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const verboseFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short' });

/**
 * A due date on a chip: "Jun 20" this year, "Jun 20, 2030" any other year (the service's
 * `human_due_date` has no year, so a date years away read as this June).
 */
export function dueChipText(dueDate: string | null, now: Date): string | null {
  const due = toDate(dueDate);
  if (due == null) return null;
  return formatDate(due, due.getFullYear() === now.getFullYear() ? 'dayMonth' : 'dayMonthYear');
}

/** The service's human-readable due-date strings (spec 2.5), in en-US. */
export function humanDueDates(dueDate: string | null): {
  human_due_date: string | null;
  short_locale_date: string | null;
  human_verbose_due_date: string | null;
} {
  const due = toDate(dueDate);
  if (due == null) {
    return { human_due_date: null, short_locale_date: null, human_verbose_due_date: null };
  }
  return {
    human_due_date: shortFormat.format(due),
    short_locale_date: localeFormat.format(due),
    human_verbose_due_date: verboseFormat.format(due),
  };
}
