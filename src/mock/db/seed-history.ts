import type { CardActivityKind, Db, JsonObject } from './types';

/** One seeded activity entry; `at` in epoch milliseconds so a whole history sorts cheaply. */
export interface HistoryEntry {
  cardId: number;
  actorId: number;
  kind: CardActivityKind;
  data: JsonObject;
  at: number;
}

export interface ColumnRef {
  id: number;
  name: string;
}

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

export const columnData = (column: ColumnRef): JsonObject => ({
  column_id: column.id,
  name: column.name,
});

/**
 * A card's walk through `path` (the columns it stands in, in turn, the first being where it was
 * created): `created` at `start`, then one `moved` per step at the given times.
 */
export function journeyEntries(
  cardId: number,
  actorOf: (step: number) => number,
  path: readonly ColumnRef[],
  times: readonly number[],
): HistoryEntry[] {
  const [first] = path;
  const [start] = times;
  if (!first || start === undefined) return [];
  const entries: HistoryEntry[] = [
    { cardId, actorId: actorOf(0), kind: 'created', data: { to: columnData(first) }, at: start },
  ];
  for (let step = 1; step < path.length; step += 1) {
    const from = path[step - 1];
    const to = path[step];
    const at = times[step];
    if (!from || !to || at === undefined) break;
    entries.push({
      cardId,
      actorId: actorOf(step),
      kind: 'moved',
      data: { from: columnData(from), to: columnData(to) },
      at,
    });
  }
  return entries;
}

/**
 * Entry indices by time, then by position. A history of up to 2^20 entries over less than
 * 100 days packs each (time, index) into one number, so a native typed-array sort does it: a
 * comparator sort of 40,000 entries costs the large board's seed tens of milliseconds.
 */
function chronological(entries: readonly HistoryEntry[]): ArrayLike<number> {
  let first = Infinity;
  let last = -Infinity;
  for (const entry of entries) {
    first = Math.min(first, entry.at);
    last = Math.max(last, entry.at);
  }
  const slots = 2 ** 20;
  if (entries.length >= slots || (last - first) * slots >= Number.MAX_SAFE_INTEGER) {
    const order = entries.map((_, index) => index);
    return order.sort((a, b) => (entries[a]?.at ?? 0) - (entries[b]?.at ?? 0) || a - b);
  }
  const keys = new Float64Array(entries.length);
  entries.forEach((entry, index) => {
    keys[index] = (entry.at - first) * slots + index;
  });
  return keys.sort().map((key) => key % slots);
}

/**
 * Appends a seeded history to the activity log oldest first, so ids grow with time (the board
 * feed pages by id). Entries at the same instant keep their given order.
 */
export function insertHistory(db: Db, boardId: number, entries: readonly HistoryEntry[]): void {
  const order = chronological(entries);
  for (let n = 0; n < order.length; n += 1) {
    const entry = entries[order[n] ?? 0];
    if (!entry) continue;
    db.ids.cardActivities += 1;
    db.cardActivities.push({
      id: db.ids.cardActivities,
      board_id: boardId,
      card_id: entry.cardId,
      actor_id: entry.actorId,
      kind: entry.kind,
      data: entry.data,
      at: new Date(entry.at).toISOString(),
    });
  }
}
