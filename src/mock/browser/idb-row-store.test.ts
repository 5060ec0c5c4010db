import 'fake-indexeddb/auto';
import { createStore, type UseStore } from 'idb-keyval';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RowSeqs } from '../db/row-seqs';
import type { Db } from '../db/types';
import { createMockService, type MockService } from '../service';
import { openIdbRowStore, ROWS_PER_PAGE, type IdbRowStore } from './idb-row-store';

/** Tuesday, November 24, 2026, 12:00 UTC. */
const NOW = new Date(Date.UTC(2026, 10, 24, 12));

/** What the store's transactions did to the object store: records (pages) put and deleted. */
interface Counts {
  put: number;
  delete: number;
  clear: number;
}

let database = 0;
let counts: Counts;
let failNext = false;

/** A fresh database, seen through a store that counts what each transaction writes. */
function countingStore(): UseStore {
  const base = createStore(`mock-rows-test-${(database += 1)}`, 'rows');
  return (mode, callback) =>
    base(mode, (rows) => {
      if (failNext) {
        failNext = false;
        throw new Error('QuotaExceededError');
      }
      const counted = {
        put: (value: unknown, key?: IDBValidKey) => ((counts.put += 1), rows.put(value, key)),
        delete: (key: IDBValidKey) => ((counts.delete += 1), rows.delete(key)),
        clear: () => ((counts.clear += 1), rows.clear()),
        get: (key: IDBValidKey) => rows.get(key),
        getAll: () => rows.getAll(),
        getAllKeys: () => rows.getAllKeys(),
        transaction: rows.transaction,
      };
      return callback(counted as unknown as IDBObjectStore);
    });
}

/** A service whose writes are tracked; with `seqs`, its rows came from the store. */
function trackedService(db?: Db, seqs?: RowSeqs): MockService {
  return createMockService({ clock: () => NOW, db, track: { seqs } });
}

async function store(service: MockService, rows: IdbRowStore): Promise<void> {
  const pending = service.takeChanges();
  if (pending) await rows.write(pending);
}

describe('the demo mock’s row store in IndexedDB', () => {
  let rows: IdbRowStore;
  let service: MockService;

  beforeEach(async () => {
    counts = { put: 0, delete: 0, clear: 0 };
    rows = openIdbRowStore(countingStore());
    service = trackedService();
    await store(service, rows);
  });

  it('holds nothing of ours before the first write', async () => {
    expect(await openIdbRowStore(countingStore()).load()).toBeNull();
  });

  it('stores the seed whole once, in pages of rows, and loads it back as it was', async () => {
    expect(counts.clear).toBe(1);
    // The demo seed's activity alone is more than a page; a record per row would be thousands.
    expect(counts.put).toBeGreaterThan(10);
    expect(counts.put).toBeLessThan(200);
    const loaded = await rows.load();
    expect(loaded?.db).toEqual(service.db);
  });

  it('stores a card’s new title as its page and the counters, nothing else', async () => {
    counts = { put: 0, delete: 0, clear: 0 };
    const card = service.writable.cards[3];
    if (!card) throw new Error('the seed has no fourth card');
    card.title = 'Renamed in the demo';
    await store(service, rows);

    expect(counts).toEqual({ put: 2, delete: 0, clear: 0 });
    const loaded = await rows.load();
    expect(loaded?.db.cards[3]?.title).toBe('Renamed in the demo');
    expect(loaded?.db).toEqual(service.db);
  });

  it('takes a removed row out of its page, and keeps the order of the rows that stay', async () => {
    counts = { put: 0, delete: 0, clear: 0 };
    const removed = service.writable.cards.splice(1, 1);
    await store(service, rows);

    expect(removed).toHaveLength(1);
    expect(counts).toEqual({ put: 2, delete: 0, clear: 0 });
    const loaded = await rows.load();
    expect(loaded?.db.cards.map((card) => card.id)).toEqual(
      service.db.cards.map((card) => card.id),
    );
  });

  it('drops a page whose rows are all gone', async () => {
    counts = { put: 0, delete: 0, clear: 0 };
    const tags = service.writable.tags.length;
    service.writable.tags.splice(0, tags);
    await store(service, rows);

    expect(tags).toBeGreaterThan(0);
    expect(counts).toEqual({ put: 1, delete: 1, clear: 0 });
    expect((await rows.load())?.db.tags).toEqual([]);
  });

  it('writes the pages of rows added past the last one, and loads them in order', async () => {
    const tag = service.db.tags[0];
    if (!tag) throw new Error('the seed has no tags');
    for (let index = 0; index < ROWS_PER_PAGE + 10; index += 1) {
      service.writable.tags.push({ ...tag, id: 10_000 + index });
    }
    await store(service, rows);
    const loaded = await rows.load();
    expect(loaded?.db.tags.map((tag) => tag.id)).toEqual(service.db.tags.map((tag) => tag.id));
  });

  it('goes on from the stored rows’ numbers after a reload', async () => {
    const loaded = await rows.load();
    if (!loaded) throw new Error('nothing stored');
    const reloaded = trackedService(loaded.db, loaded.seqs);
    const card = reloaded.writable.cards[0];
    if (!card) throw new Error('no card');
    counts = { put: 0, delete: 0, clear: 0 };
    card.title = 'After the reload';
    await store(reloaded, rows);

    expect(counts).toEqual({ put: 2, delete: 0, clear: 0 });
    const again = await rows.load();
    expect(again?.db).toEqual(reloaded.db);
  });

  it('stores everything again after a write that failed, so nothing it held is lost', async () => {
    const first = service.writable.cards[0];
    const second = service.writable.cards[1];
    if (!first || !second) throw new Error('no cards');
    first.title = 'Lost with the failed write?';
    failNext = true;
    await expect(store(service, rows)).rejects.toThrow('QuotaExceededError');

    counts = { put: 0, delete: 0, clear: 0 };
    second.title = 'The next write';
    await store(service, rows);
    expect(counts.clear).toBe(1);
    const loaded = await rows.load();
    expect(loaded?.db.cards[0]?.title).toBe('Lost with the failed write?');
    expect(loaded?.db).toEqual(service.db);
  });
});
