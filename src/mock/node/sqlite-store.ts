import { existsSync, renameSync } from 'node:fs';
import Database from 'libsql';
import { collectionsOf, dbFromCollections, metaOf, type Row } from '../db/collections';
import { RowSeqs } from '../db/row-seqs';
import type { Db } from '../db/types';
import type { PendingChanges } from '../service';

/** Written in `meta` by this mock: a database without it is not ours and is never written. */
const FORMAT = 'project-board-mock/1';

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  CREATE TABLE IF NOT EXISTS rows (
    collection TEXT NOT NULL,
    seq INTEGER NOT NULL,
    data TEXT NOT NULL,
    PRIMARY KEY (collection, seq)
  );
`;

/**
 * How a commit reaches the disk. `normal` (WAL, the default): a commit is in the WAL file
 * before the write is answered, so killing the process (kill -9, a crash) loses nothing
 * acknowledged; a power cut can lose the last commits, never the database. `full`: each
 * commit is also fsync'd, safe against power loss, slower.
 */
export type StoreSync = 'normal' | 'full';

export interface SqliteStore {
  readonly path: string;
  /** The stored data with its rows' numbers, or null when the store is new. */
  load(): { db: Db; seqs: RowSeqs } | null;
  /** Stores what the writes changed (or everything), in one transaction. */
  write(pending: PendingChanges): void;
  close(): void;
}

/** Not this mock's store (another file, another database, damaged): move it aside. */
export class UnreadableStore extends Error {
  override readonly name = 'UnreadableStore';
}

/** A meta value (libsql's `pluck` does not apply to `get`: the row is read as an object). */
function metaValue(db: Database.Database, key: string): unknown {
  const row = db.prepare(`SELECT value FROM meta WHERE key = ?`).get(key) as
    { value?: unknown } | undefined;
  return row?.value;
}

function openDatabase(path: string, sync: StoreSync): Database.Database {
  let db: Database.Database | null = null;
  try {
    db = new Database(path, { timeout: 5000 });
    const tables = db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table'`).pluck().all();
    if (tables.length > 0) {
      const format = tables.includes('meta') ? metaValue(db, 'format') : undefined;
      if (format !== FORMAT || !tables.includes('rows')) {
        throw new UnreadableStore(`${path} is not a store of this mock`);
      }
    }
    db.pragma('journal_mode = WAL');
    db.pragma(`synchronous = ${sync === 'full' ? 'FULL' : 'NORMAL'}`);
    // One transaction: a store is never left with our tables but without its format.
    db.exec(`BEGIN; ${SCHEMA} INSERT OR IGNORE INTO meta VALUES ('format', '${FORMAT}'); COMMIT;`);
    return db;
  } catch (error) {
    db?.close();
    if (error instanceof UnreadableStore) throw error;
    throw new UnreadableStore(error instanceof Error ? error.message : String(error));
  }
}

/** Opens (or creates) the store; throws `UnreadableStore` for a file it must not write. */
export function openSqliteStore(path: string, sync: StoreSync = 'normal'): SqliteStore {
  const db = openDatabase(path, sync);
  const upsert = db.prepare(
    `INSERT INTO rows (collection, seq, data) VALUES (?, ?, ?)
     ON CONFLICT (collection, seq) DO UPDATE SET data = excluded.data`,
  );
  const remove = db.prepare(`DELETE FROM rows WHERE collection = ? AND seq = ?`);
  const setMeta = db.prepare(
    `INSERT INTO meta (key, value) VALUES (?, ?)
     ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
  );
  const writeMeta = (data: Db) => {
    setMeta.run('format', FORMAT);
    setMeta.run('db', JSON.stringify(metaOf(data)));
  };

  const writeAll = db.transaction((data: Db, seqs: RowSeqs) => {
    db.exec('DELETE FROM rows');
    for (const [collection, rows] of collectionsOf(data)) {
      for (const row of rows)
        upsert.run(collection, seqs.assign(collection, row), JSON.stringify(row));
    }
    writeMeta(data);
  });
  const writeRows = db.transaction((pending: Extract<PendingChanges, { kind: 'rows' }>) => {
    for (const [collection, seqs] of pending.changes.drop) {
      for (const seq of seqs) remove.run(collection, seq);
    }
    for (const [collection, rows] of pending.changes.put) {
      for (const [seq, row] of rows) upsert.run(collection, seq, JSON.stringify(row));
    }
    writeMeta(pending.db);
  });
  // A failed commit (disk full) leaves the store behind the data: the next one writes it all.
  let behind = false;

  return {
    path,
    load() {
      const meta = metaValue(db, 'db');
      if (typeof meta !== 'string') return null;
      const seqs = new RowSeqs();
      const collections = new Map<string, Row[]>();
      try {
        const select = db.prepare(
          `SELECT collection, seq, data FROM rows ORDER BY collection, seq`,
        );
        let current: Row[] = [];
        let name = '';
        for (const [collection, seq, data] of select.raw().iterate() as Iterable<
          [string, number, string]
        >) {
          if (collection !== name) {
            name = collection;
            current = [];
            collections.set(collection, current);
          }
          const row = JSON.parse(data) as Row;
          seqs.adopt(collection, row, seq);
          current.push(row);
        }
        const loaded = dbFromCollections(JSON.parse(meta), collections);
        if (!loaded) throw new Error('its meta row is not ours');
        return { db: loaded, seqs };
      } catch (error) {
        throw new UnreadableStore(error instanceof Error ? error.message : String(error));
      }
    },
    write(pending) {
      try {
        if (pending.kind === 'all' || behind) writeAll(pending.db, pending.seqs);
        else writeRows(pending);
        behind = false;
      } catch (error) {
        behind = true;
        throw error;
      }
    },
    close() {
      // Everything into the main file: a copy of it alone, made while stopped, is a backup.
      db.pragma('wal_checkpoint(TRUNCATE)');
      db.close();
    },
  };
}

/**
 * Moves a store that cannot be read aside, with its WAL beside it (`<file>.corrupt-<time>`,
 * `<file>.corrupt-<time>-wal`, which SQLite opens together), so nothing is overwritten.
 */
export function moveStoreAside(path: string, now = new Date()): string {
  const aside = `${path}.corrupt-${now.toISOString().replace(/[:.]/g, '-')}`;
  renameSync(path, aside);
  for (const suffix of ['-wal', '-shm']) {
    if (existsSync(`${path}${suffix}`)) renameSync(`${path}${suffix}`, `${aside}${suffix}`);
  }
  return aside;
}
