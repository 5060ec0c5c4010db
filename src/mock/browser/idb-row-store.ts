import { createStore, promisifyRequest, type UseStore } from 'idb-keyval';
import { collectionsOf, dbFromCollections, metaOf, type Row } from '../db/collections';
import { RowSeqs } from '../db/row-seqs';
import type { Db } from '../db/types';
import type { PendingChanges } from '../service';

/** Written with the meta record by this mock: data without it is not ours. */
const FORMAT = 'project-board-mock/2';

/**
 * The meta record's key. IndexedDB orders strings before arrays, so it comes first, before the
 * pages' `[collection, page]` keys.
 */
const META_KEY = 'meta';

/**
 * Rows per record. A record per row made a start on a 20,000-card demo read ~100,000 records
 * (3.6 s, against 1.4 s for the one-document snapshot before); a page of rows is read and
 * written whole, so a write costs the pages it touches and a start reads a few hundred records.
 */
export const ROWS_PER_PAGE = 256;

type PageKey = [collection: string, page: number];

/** One page of a collection: its rows in sequence order, with their numbers. */
interface RowPage {
  seqs: number[];
  rows: Row[];
}

interface MetaRecord {
  format: string;
  db: unknown;
}

const pageOf = (seq: number) => Math.floor(seq / ROWS_PER_PAGE);

/**
 * The demo mock's data in IndexedDB, kept in pages of rows (issue 48): a write stores the pages
 * holding the rows it changed, in one transaction with the counters (`meta`), as the Node
 * server's SQLite store writes the rows themselves (src/mock/node/sqlite-store.ts). Rows are
 * kept as structured clones in sequence order, so tables load back in their order.
 */
export interface IdbRowStore {
  /** The stored data with its rows' numbers; null when nothing of ours is stored. */
  load(): Promise<{ db: Db; seqs: RowSeqs } | null>;
  /** Stores what the writes changed (or everything), in one transaction. */
  write(pending: PendingChanges): Promise<void>;
}

function writeAll(store: IDBObjectStore, data: Db, seqs: RowSeqs): void {
  store.clear();
  for (const [collection, table] of collectionsOf(data)) {
    let current: RowPage | null = null;
    let number = -1;
    for (const row of table) {
      const seq = seqs.assign(collection, row);
      if (pageOf(seq) !== number) {
        if (current) store.put(current, [collection, number]);
        number = pageOf(seq);
        current = { seqs: [], rows: [] };
      }
      current?.seqs.push(seq);
      current?.rows.push(row);
    }
    if (current) store.put(current, [collection, number]);
  }
}

/** The pages the changes touch, each with its rows to put (or null: dropped) by number. */
function touchedPages(changes: Extract<PendingChanges, { kind: 'rows' }>['changes']) {
  const pages = new Map<string, { key: PageKey; rows: Map<number, Row | null> }>();
  const touch = (collection: string, seq: number, row: Row | null) => {
    const key: PageKey = [collection, pageOf(seq)];
    const id = key.join('\u0000');
    let page = pages.get(id);
    if (!page) pages.set(id, (page = { key, rows: new Map() }));
    page.rows.set(seq, row);
  };
  for (const [collection, seqs] of changes.drop)
    for (const seq of seqs) touch(collection, seq, null);
  for (const [collection, rows] of changes.put) {
    for (const [seq, row] of rows) touch(collection, seq, row);
  }
  return [...pages.values()];
}

async function writeChanges(
  store: IDBObjectStore,
  changes: Extract<PendingChanges, { kind: 'rows' }>['changes'],
): Promise<void> {
  const pages = touchedPages(changes);
  // Every read is asked for at once, and each page written back as its read answers.
  await Promise.all(
    pages.map(async ({ key, rows }) => {
      const stored = (await promisifyRequest(store.get(key))) as RowPage | undefined;
      const merged = new Map<number, Row>();
      stored?.seqs.forEach((seq, index) => merged.set(seq, stored.rows[index] as Row));
      for (const [seq, row] of rows) {
        if (row) merged.set(seq, row);
        else merged.delete(seq);
      }
      if (merged.size === 0) {
        store.delete(key);
        return;
      }
      const seqs = [...merged.keys()].sort((a, b) => a - b);
      store.put({ seqs, rows: seqs.map((seq) => merged.get(seq) as Row) } satisfies RowPage, key);
    }),
  );
}

export function openIdbRowStore(
  store: UseStore = createStore('project-board-mock', 'rows'),
): IdbRowStore {
  // After a failed write the store may miss changes the tracker no longer holds: write it all.
  let behind = false;

  return {
    load() {
      return store('readonly', async (pages) => {
        const [keys, values] = await Promise.all([
          promisifyRequest(pages.getAllKeys()),
          promisifyRequest(pages.getAll()),
        ]);
        if (keys[0] !== META_KEY) return null;
        const meta = values[0] as MetaRecord;
        if (meta.format !== FORMAT) return null;
        const seqs = new RowSeqs();
        const collections = new Map<string, Row[]>();
        for (let index = 1; index < keys.length; index += 1) {
          const [collection] = keys[index] as PageKey;
          const page = values[index] as RowPage;
          let table = collections.get(collection);
          if (!table) collections.set(collection, (table = []));
          page.rows.forEach((row, at) => {
            seqs.adopt(collection, row, page.seqs[at] as number);
            table.push(row);
          });
        }
        const db = dbFromCollections(meta.db, collections);
        return db ? { db, seqs } : null;
      });
    },
    async write(pending) {
      try {
        await store('readwrite', async (pages) => {
          const done = promisifyRequest(pages.transaction);
          if (pending.kind === 'all' || behind) writeAll(pages, pending.db, pending.seqs);
          else await writeChanges(pages, pending.changes);
          const meta: MetaRecord = { format: FORMAT, db: metaOf(pending.db) };
          pages.put(meta, META_KEY);
          await done;
        });
        behind = false;
      } catch (error) {
        behind = true;
        throw error;
      }
    },
  };
}
