/**
 * Days and ISO weeks in a fixed IANA time zone, without a date library: a day is a number (days
 * since 1970-01-01 in the zone's wall clock), so a measure can bucket 50,000 events with
 * arithmetic. The zone's UTC offset is read through Intl once per hour of time and cached; an
 * hour in which it changes (a daylight-saving switch) is read per minute.
 */
export const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export interface Zone {
  readonly name: string;
  /** Minutes the zone's clock is ahead of UTC at `ms`. */
  offsetAt(ms: number): number;
}

const zones = new Map<string, Zone>();

export function zone(name: string): Zone {
  const known = zones.get(name);
  if (known) return known;
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: name,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  });
  const byHour = new Map<number, number>();
  const read = (ms: number) => {
    const parts: Record<string, number> = {};
    for (const part of format.formatToParts(ms)) parts[part.type] = Number(part.value);
    const wall = Date.UTC(
      parts['year'] ?? 1970,
      (parts['month'] ?? 1) - 1,
      parts['day'] ?? 1,
      parts['hour'] ?? 0,
      parts['minute'] ?? 0,
    );
    return Math.round((wall - Math.floor(ms / 60_000) * 60_000) / 60_000);
  };
  const created: Zone = {
    name,
    offsetAt(ms) {
      const hour = Math.floor(ms / HOUR_MS);
      let offset = byHour.get(hour);
      if (offset === undefined) {
        const start = read(hour * HOUR_MS);
        offset = start === read((hour + 1) * HOUR_MS - 60_000) ? start : Number.NaN;
        byHour.set(hour, offset);
      }
      return Number.isNaN(offset) ? read(ms) : offset;
    },
  };
  zones.set(name, created);
  return created;
}

/** The zone's calendar day of an instant. */
export function dayOf(ms: number, z: Zone): number {
  return Math.floor((ms + z.offsetAt(ms) * 60_000) / DAY_MS);
}

/** The instant a day begins in the zone (its midnight; a day may last 23 or 25 hours). */
export function startOfDay(day: number, z: Zone): number {
  const guess = day * DAY_MS - z.offsetAt(day * DAY_MS) * 60_000;
  return day * DAY_MS - z.offsetAt(guess) * 60_000;
}

/** `YYYY-MM-DD` of a day number. */
export function dayLabel(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** Parses `YYYY-MM-DD` into a day number (null when it is not such a date). */
export function parseDay(text: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const ms = Date.parse(`${text}T00:00:00Z`);
  return Number.isNaN(ms) || dayLabel(ms / DAY_MS) !== text ? null : ms / DAY_MS;
}

/** The Monday that starts a day's ISO week (1970-01-01, day 0, was a Thursday). */
export function weekStart(day: number): number {
  return day - ((((day + 3) % 7) + 7) % 7);
}

/** The ISO week of a Monday: `2026-W13`. */
export function isoWeekLabel(monday: number): string {
  const thursday = new Date((monday + 3) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const dayOfYear = (monday + 3) * DAY_MS - Date.UTC(year, 0, 1);
  const week = Math.floor(dayOfYear / DAY_MS / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}
