import type { CardActivityKind, CardActivityRecord, Db, JsonObject } from './types';

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
 * Positions by time, then by position. A history of up to 2^20 entries over less than 100 days
 * packs each (time, position) into one number, so a native typed-array sort does it: a
 * comparator sort of 80,000 entries costs the large board's seed tens of milliseconds.
 */
function chronological(times: readonly number[]): ArrayLike<number> {
  let first = Infinity;
  let last = -Infinity;
  for (const at of times) {
    first = Math.min(first, at);
    last = Math.max(last, at);
  }
  const slots = 2 ** 20;
  if (times.length >= slots || (last - first) * slots >= Number.MAX_SAFE_INTEGER) {
    const order = times.map((_, index) => index);
    return order.sort((a, b) => (times[a] ?? 0) - (times[b] ?? 0) || a - b);
  }
  const keys = new Float64Array(times.length);
  times.forEach((at, index) => {
    keys[index] = (at - first) * slots + index;
  });
  return keys.sort().map((key) => key % slots);
}

/**
 * Appends seeded rows (their `id` and `at` still to be given) to the activity log oldest first,
 * `times[i]` being row i's time, so ids grow with time (the board feed pages by id). Rows at the
 * same instant keep their given order.
 */
export function insertRecords(
  db: Db,
  rows: readonly CardActivityRecord[],
  times: readonly number[],
): void {
  const order = chronological(times);
  for (let n = 0; n < order.length; n += 1) {
    const index = order[n] ?? 0;
    const row = rows[index];
    if (!row) continue;
    db.ids.cardActivities += 1;
    row.id = db.ids.cardActivities;
    row.at = new Date(times[index] ?? 0).toISOString();
    db.cardActivities.push(row);
  }
}

/** Appends a seeded history to the activity log oldest first (see insertRecords). */
export function insertHistory(db: Db, boardId: number, entries: readonly HistoryEntry[]): void {
  const rows = entries.map((entry): CardActivityRecord => ({
    id: 0,
    board_id: boardId,
    card_id: entry.cardId,
    actor_id: entry.actorId,
    kind: entry.kind,
    data: entry.data,
    at: '',
  }));
  insertRecords(
    db,
    rows,
    entries.map((entry) => entry.at),
  );
}
