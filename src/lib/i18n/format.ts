/**
 * Dates, times and numbers for the person's locale (`Intl`), with one cached formatter per
 * kind: a board formats thousands of due dates. Relative times: `relative-time.ts`.
 */
let formatLocale = typeof navigator === 'undefined' ? 'en-US' : navigator.language || 'en-US';
let cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

/** Called by the locale store; every formatter is made again for the new locale. */
export function setFormatLocale(locale: string): void {
  if (locale === formatLocale) return;
  formatLocale = locale;
  cache = new Map();
}

export function currentFormatLocale(): string {
  return formatLocale;
}

function cached<F extends Intl.DateTimeFormat | Intl.NumberFormat>(
  key: string,
  make: (locale: string) => F,
): F {
  let formatter = cache.get(key) as F | undefined;
  if (!formatter) cache.set(key, (formatter = make(formatLocale)));
  return formatter;
}

const DATE_STYLES = {
  /** "Jun 20" / "20. Juni" */
  dayMonth: { month: 'short', day: 'numeric' },
  /** "Jun 20, 2030" */
  dayMonthYear: { month: 'short', day: 'numeric', year: 'numeric' },
  /** "Thursday, November 26" */
  weekdayDayMonth: { weekday: 'long', month: 'long', day: 'numeric' },
  /** "Thursday, November 26, 2026" */
  fullDate: { dateStyle: 'full' },
  /** "Nov 26, 2026, 9:00 AM" */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** "Thursday, November 26, 2026 at 9:00 AM" */
  fullDateTime: { dateStyle: 'full', timeStyle: 'short' },
  /** "Nov 26, 2026" */
  mediumDate: { dateStyle: 'medium' },
  /** "November 2026" */
  monthYear: { month: 'long', year: 'numeric' },
  /** "Thu" */
  weekdayShort: { weekday: 'short' },
  /** "Thursday" */
  weekdayLong: { weekday: 'long' },
  /** "26" */
  dayOfMonth: { day: 'numeric' },
  /** "9:00 AM" */
  time: { timeStyle: 'short' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof DATE_STYLES;

export function formatDate(date: Date, style: DateStyle): string {
  return cached(
    `date:${style}`,
    (locale) => new Intl.DateTimeFormat(locale, DATE_STYLES[style]),
  ).format(date);
}

export function formatNumber(value: number): string {
  return cached('number', (locale) => new Intl.NumberFormat(locale)).format(value);
}

/** "Nov 23 – 29, 2026": a span of days, as the locale writes one. */
export function formatDateRange(from: Date, to: Date): string {
  return cached(
    'date:range',
    (locale) =>
      new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric' }),
  ).formatRange(from, to);
}
