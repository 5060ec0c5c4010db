import { createEmptyDb } from './store';
import type { BoardEventRecord, Db } from './types';

/**
 * The data as stores keep it: collections of plain rows, each row under a sequence number that
 * keeps its collection's order. A collection is a table of the `Db` (`cards`), or one board's
 * event list (`boardEvents:1`); the rest (`ids`, `cardNumbers`) is the small `meta` part.
 */
export type Row = object;

interface DbMeta {
  ids: Db['ids'];
  cardNumbers: Db['cardNumbers'];
}

const EVENTS_PREFIX = 'boardEvents:';

export const eventsCollection = (boardId: string): string => `${EVENTS_PREFIX}${boardId}`;

/** Every collection of the data with its rows, in order. */
export function collectionsOf(db: Db): [string, Row[]][] {
  const found: [string, Row[]][] = [];
  for (const [key, value] of Object.entries(db)) {
    if (Array.isArray(value)) found.push([key, value as Row[]]);
  }
  for (const [boardId, events] of Object.entries(db.boardEvents ?? {})) {
    found.push([eventsCollection(boardId), events]);
  }
  return found;
}

/** The rows of one collection as the data holds them now (empty if it has none). */
export function rowsOf(db: Db, collection: string): Row[] {
  if (collection.startsWith(EVENTS_PREFIX)) {
    return db.boardEvents?.[collection.slice(EVENTS_PREFIX.length)] ?? [];
  }
  const rows = (db as unknown as Record<string, unknown>)[collection];
  return Array.isArray(rows) ? (rows as Row[]) : [];
}

export function metaOf(db: Db): DbMeta {
  return { ids: db.ids, cardNumbers: db.cardNumbers };
}

/**
 * Rebuilds the data from its stored parts. Tables the store lacks start empty (added later);
 * collections it does not know are ignored. Null when the meta part is not ours.
 */
export function dbFromCollections(meta: unknown, collections: Map<string, Row[]>): Db | null {
  if (typeof meta !== 'object' || meta === null) return null;
  const { ids, cardNumbers } = meta as Partial<DbMeta>;
  if (typeof ids !== 'object' || ids === null || typeof cardNumbers !== 'object') return null;
  const db = createEmptyDb();
  Object.assign(db.ids, ids);
  db.cardNumbers = cardNumbers ?? {};
  const tables = db as unknown as Record<string, unknown>;
  for (const [collection, rows] of collections) {
    if (collection.startsWith(EVENTS_PREFIX)) {
      db.boardEvents ??= {};
      db.boardEvents[collection.slice(EVENTS_PREFIX.length)] = rows as BoardEventRecord[];
    } else if (Array.isArray(tables[collection])) {
      tables[collection] = rows;
    }
  }
  return db;
}
