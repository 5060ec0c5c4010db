import { isRecord } from '../http/body';
import { createEmptyDb, ID_TABLES } from './store';
import type { Db } from './types';

/** Tables added after version 1 was first stored: an older snapshot starts them empty. */
const ADDED_LATER = new Set(['idempotentAnswers', 'cardActivities']);

/** The highest id of a table's rows, for an id counter the snapshot predates. */
function highestId(rows: unknown): number {
  if (!Array.isArray(rows)) return 0;
  return rows.reduce<number>((high, row) => {
    const id = isRecord(row) ? row.id : undefined;
    return typeof id === 'number' && id > high ? id : high;
  }, 0);
}

/**
 * Reads persisted data written by this mock (IndexedDB or the JSON data file). It checks the
 * envelope (version, every table an array, the id counters) and otherwise trusts the rows:
 * they were produced by the mock itself, and a failed check falls back to a fresh seed.
 */
export function parseSnapshot(value: unknown): Db | null {
  if (!isRecord(value) || value.version !== 1) return null;
  const template = createEmptyDb();
  for (const [key, empty] of Object.entries(template)) {
    if (value[key] === undefined && ADDED_LATER.has(key)) value[key] = empty;
    const stored = value[key];
    if (Array.isArray(empty) !== Array.isArray(stored)) return null;
    if (!Array.isArray(empty) && typeof empty === 'object' && !isRecord(stored)) return null;
  }
  const ids = value.ids as Record<string, unknown>;
  for (const table of ID_TABLES) {
    if (ids[table] === undefined && ADDED_LATER.has(table)) ids[table] = highestId(value[table]);
    if (typeof ids[table] !== 'number') return null;
  }
  return value as unknown as Db;
}

export function serializeSnapshot(db: Db): string {
  return JSON.stringify(db);
}
