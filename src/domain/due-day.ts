// Day keys (`yyyy-MM-dd`, a local day) and a due date moved to one: the calendar's drop and the
// selection's "Due date" share them.

/** The local day a key names, or null when it is not one. */
export function parseDayKey(key: string | null): Date | null {
  const match = key ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(key) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** The hour a card dropped on a day gets when it had no due time yet (local). */
const DEFAULT_DUE_HOUR = 9;

/**
 * A due date moved to another day: the same local time of day as before (9:00 when the card
 * had none), as the ISO date-time the API takes.
 */
export function dueOnDay(currentDue: string | null, day: string): string | null {
  const target = parseDayKey(day);
  if (!target) return null;
  const current = currentDue ? new Date(currentDue) : null;
  const keep = current && !Number.isNaN(current.getTime()) ? current : null;
  target.setHours(keep ? keep.getHours() : DEFAULT_DUE_HOUR, keep ? keep.getMinutes() : 0, 0, 0);
  return target.toISOString();
}
