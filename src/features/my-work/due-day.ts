/** `yyyy-MM-dd` of a local day, for a date input; '' without a readable date. */
export function dayInputValue(iso: string | null): string {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * A due date moved to `day` (`yyyy-MM-dd`, local): the same local time of day as before, 9:00
 * when the card had none (the calendar's rule). null for an empty or unreadable day.
 */
export function dueOnDay(day: string, previous: string | null): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const before = previous ? new Date(previous) : null;
  const keep = before && !Number.isNaN(before.getTime()) ? before : null;
  const date = new Date(
    Number(match[1]),
    Number(match[2]) - 1,
    Number(match[3]),
    keep ? keep.getHours() : 9,
    keep ? keep.getMinutes() : 0,
  );
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
