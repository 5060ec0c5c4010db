/**
 * Dates and date-times as a person types and reads them in their locale ("27.11.2026 14:30",
 * "11/27/2026 2:30 PM"), to and from the value the app keeps: `yyyy-MM-dd` for a day,
 * `yyyy-MM-ddTHH:mm` (local time, as `datetime-local` inputs had it) for a moment.
 */
export type DateTextMode = 'date' | 'datetime';

type Part = 'day' | 'month' | 'year';

const pad = (value: number) => String(value).padStart(2, '0');

/** The order the locale writes day, month and year in ("de": day month year). */
function partOrder(locale: string): Part[] {
  const parts = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(2030, 11, 31));
  const order = parts
    .map((part) => part.type)
    .filter((type): type is Part => type === 'day' || type === 'month' || type === 'year');
  return order.length === 3 ? order : ['year', 'month', 'day'];
}

function uses12Hours(locale: string): boolean {
  const cycle = new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions().hourCycle;
  return cycle === 'h11' || cycle === 'h12';
}

/** The kept value as a Date (local time), null when empty or not one. */
export function valueToDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/.exec(value);
  if (!match) return null;
  const [, year = '', month = '', day = '', hours = '0', minutes = '0'] = match;
  return checkedDate(+year, +month, +day, +hours, +minutes);
}

function checkedDate(year: number, month: number, day: number, hours = 0, minutes = 0) {
  const date = new Date(year, month - 1, day, hours, minutes);
  const same =
    date.getFullYear() === year &&
    date.getMonth() === month - 1 &&
    date.getDate() === day &&
    hours < 24 &&
    minutes < 60;
  return same ? date : null;
}

/** A local date as the kept value of the mode. */
export function dateToValue(date: Date, mode: DateTextMode): string {
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return mode === 'date' ? day : `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The kept value as the locale writes it with digits; '' when empty or not a value. */
export function formatDateText(value: string, mode: DateTextMode, locale: string): string {
  const date = valueToDate(value);
  if (!date) return '';
  const day = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
  if (mode === 'date') return day;
  const hours = date.getHours();
  const time = uses12Hours(locale)
    ? `${hours % 12 || 12}:${pad(date.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`
    : `${pad(hours)}:${pad(date.getMinutes())}`;
  return `${day} ${time}`;
}

// Day, month and year in any order with . / or - between them, an optional trailing dot
// ("27.11.2026."), then for a date-time a time after a space, comma or T: "14:30", "14.30",
// "2:30 pm", "14 Uhr".
const TYPED =
  /^(\d{1,4})[./-](\d{1,2})[./-](\d{1,4})\.?(?:(?:\s*,\s*|\s+|T)(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.|uhr)?)?$/i;

/** The hour of the day a date-time gets when only its day is typed or picked. */
export const DEFAULT_HOUR = 9;

/**
 * What the person typed as the kept value: '' for an empty field, null when it is not a date
 * (or, for a day, carries a time). ISO order (2026-11-27) is always understood; otherwise the
 * locale's order; a two-digit year is this century; a date-time without a time is at 9:00.
 */
export function parseDateText(text: string, mode: DateTextMode, locale: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const match = TYPED.exec(trimmed);
  if (!match) return null;
  const [, first = '', second = '', third = '', hourText, minuteText, suffix] = match;
  const order: Part[] = first.length === 4 ? ['year', 'month', 'day'] : partOrder(locale);
  const got: Record<Part, string> = { day: '', month: '', year: '' };
  [first, second, third].forEach((digits, index) => {
    const part = order[index];
    if (part) got[part] = digits;
  });
  if (got.year.length !== 4 && got.year.length !== 2) return null;
  const year = got.year.length === 2 ? 2000 + +got.year : +got.year;
  if (hourText !== undefined && mode === 'date') return null;
  const hours = toHours(hourText, suffix);
  if (hours === null) return null;
  const date = checkedDate(year, +got.month, +got.day, hours, minuteText ? +minuteText : 0);
  return date ? dateToValue(date, mode) : null;
}

function toHours(hourText: string | undefined, suffix: string | undefined): number | null {
  if (hourText === undefined) return DEFAULT_HOUR;
  const hours = +hourText;
  const half = suffix?.toLowerCase().replaceAll('.', '');
  if (half === 'am' || half === 'pm') {
    if (hours < 1 || hours > 12) return null;
    return (hours % 12) + (half === 'pm' ? 12 : 0);
  }
  return hours < 24 ? hours : null;
}

/** An example of what to type, for hints and messages: the last day of 2030, at 17:30. */
export function dateTextExample(mode: DateTextMode, locale: string): string {
  return formatDateText(mode === 'date' ? '2030-12-31' : '2030-12-31T17:30', mode, locale);
}
