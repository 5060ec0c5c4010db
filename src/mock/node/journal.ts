import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { dirname } from 'node:path';
import { isRecord } from '../http/body';

/**
 * The data file's journal (`<file>.journal`): a save appends what changed since the last one
 * (one line, one fdatasync: a few ms) instead of rewriting and syncing the whole file (100+ ms
 * for a few MB), which is what kept a 1,000-card import at ~29 writes/s (issue 34). The file
 * is rewritten whole (compacted) when the journal outgrows it, at start and on close; the
 * journal is then removed, and the next save starts a new one.
 *
 * Line 1 names the data file it applies to (a hash of its text), so a journal left behind by a
 * compaction cut short (new file in place, old journal not yet removed) is recognised and ignored.
 * Each further line is one save: rows set and removed per table, whole values of the rest.
 */
type Row = Record<string, unknown> & { id: number };
interface Change {
  set: [string, Row][];
  del: [string, number][];
  whole: [string, unknown][];
}

export const journalPath = (dataFile: string) => `${dataFile}.journal`;
export const textHash = (text: string) => createHash('sha256').update(text).digest('hex');

const isIdTable = (value: unknown): value is Row[] =>
  Array.isArray(value) && value.every((row) => isRecord(row) && typeof row.id === 'number');

/** What the data looked like at the last save, row by row, to find what changed since. */
export class ChangeTracker {
  private rows = new Map<string, Map<number, string>>();
  private whole = new Map<string, string>();

  /** Takes `data` as saved (after a compaction), synchronously with its serialization. */
  reset(data: object): void {
    this.rows.clear();
    this.whole.clear();
    this.changes(data);
  }

  /** What changed since the last call (and remembers the current state), or null if nothing. */
  changes(data: object): Change | null {
    const change: Change = { set: [], del: [], whole: [] };
    for (const [table, value] of Object.entries(data)) {
      if (!isIdTable(value)) {
        const json = JSON.stringify(value);
        if (this.whole.get(table) !== json) change.whole.push([table, value]);
        this.whole.set(table, json);
        this.rows.delete(table);
        continue;
      }
      // A table saved whole last time (rows without ids, say an empty one now) is sent whole.
      const wasWhole = this.whole.has(table);
      if (wasWhole) change.whole.push([table, value]);
      const before = this.rows.get(table) ?? new Map<number, string>();
      const now = new Map<number, string>();
      for (const row of value) {
        const json = JSON.stringify(row);
        now.set(row.id, json);
        if (!wasWhole && before.get(row.id) !== json) change.set.push([table, row]);
      }
      if (!wasWhole) for (const id of before.keys()) if (!now.has(id)) change.del.push([table, id]);
      this.rows.set(table, now);
      this.whole.delete(table);
    }
    const empty = change.set.length + change.del.length + change.whole.length === 0;
    return empty ? null : change;
  }
}

function apply(data: Record<string, unknown>, change: Change): void {
  for (const [table, value] of change.whole) data[table] = value;
  const removed = new Map<string, Set<number>>();
  for (const [table, id] of change.del) {
    const ids = removed.get(table) ?? new Set<number>();
    ids.add(id);
    removed.set(table, ids);
  }
  for (const [table, ids] of removed) {
    const rows = data[table];
    if (Array.isArray(rows)) data[table] = rows.filter((row: Row) => !ids.has(row.id));
  }
  const indexes = new Map<string, Map<number, number>>();
  for (const [table, row] of change.set) {
    const rows = data[table];
    if (!Array.isArray(rows)) continue;
    let index = indexes.get(table);
    if (!index) {
      index = new Map(rows.map((r: Row, at) => [r.id, at]));
      indexes.set(table, index);
    }
    const at = index.get(row.id);
    if (at === undefined) {
      index.set(row.id, rows.length);
      rows.push(row);
    } else rows[at] = row;
  }
}

/**
 * The data file's text with its journal replayed, as plain JSON for `parseSnapshot`. A last
 * line cut short by a kill was never acknowledged (its sync had not returned): it is dropped.
 */
export function replayJournal(dataFile: string, text: string): unknown {
  const data: unknown = JSON.parse(text);
  const path = journalPath(dataFile);
  if (!isRecord(data) || !existsSync(path)) return data;
  const lines = readFileSync(path, 'utf8').split('\n');
  let header: unknown = null;
  try {
    header = JSON.parse(lines[0] ?? '');
  } catch {
    return data; // Not a journal this server wrote: the data file alone.
  }
  if (!isRecord(header) || header.base !== textHash(text)) return data;
  for (const line of lines.slice(1)) {
    if (line === '') continue;
    let change: Change;
    try {
      change = JSON.parse(line) as Change;
    } catch {
      break;
    }
    apply(data, change);
  }
  return data;
}

/**
 * Appends one save's changes and waits until they are on disk. The first append after a
 * compaction (`base` given) starts the journal: its header line, and the folder synced so the
 * new file is there after a crash.
 */
export async function appendChange(
  dataFile: string,
  change: Change,
  base: string | null,
): Promise<number> {
  const header = base === null ? '' : `${JSON.stringify({ base })}\n`;
  const line = `${header}${JSON.stringify(change)}\n`;
  const file = await open(journalPath(dataFile), base === null ? 'a' : 'w');
  try {
    await file.appendFile(line, 'utf8');
    await file.datasync();
  } finally {
    await file.close();
  }
  if (base !== null) await syncFolder(dataFile);
  return Buffer.byteLength(line);
}

export async function syncFolder(dataFile: string): Promise<void> {
  const folder = await open(dirname(dataFile), 'r');
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}
