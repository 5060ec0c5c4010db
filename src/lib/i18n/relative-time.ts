import { currentFormatLocale } from './format';

// Only the card panel's comments and activity say relative times: kept out of the first load.
let formatter: { resolvedLocale: string; format: Intl.RelativeTimeFormat } | undefined;

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** "in 2 days", "3 hours ago", "now": the largest whole unit between `date` and `now`. */
export function formatRelative(date: Date, now: Date): string {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const [unit, size] = UNITS.find(([, length]) => Math.abs(seconds) >= length) ?? ['second', 1];
  const locale = currentFormatLocale();
  if (formatter?.resolvedLocale !== locale) {
    formatter = {
      resolvedLocale: locale,
      format: new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }),
    };
  }
  return formatter.format.format(Math.trunc(seconds / size), unit);
}
