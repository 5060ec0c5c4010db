import { createStore, del, set, values, type UseStore } from 'idb-keyval';
import type { OutboxRecord } from './outbox-record';

/** Where the outbox keeps its records: IndexedDB in the app, memory where there is none. */
export interface OutboxStorage {
  /** False when the records will not outlive the tab (no IndexedDB, or it failed). */
  readonly durable: boolean;
  put(record: OutboxRecord): Promise<void>;
  remove(id: string): Promise<void>;
  all(): Promise<OutboxRecord[]>;
}

const DATABASE = 'project-board-outbox';
const STORE = 'writes';

/**
 * The records in IndexedDB, one per write (keyed by its id), so adding or removing one is a
 * small transaction and a crash in the middle of one never damages the others.
 */
export function indexedDbOutboxStorage(): OutboxStorage {
  let store: UseStore | null = null;
  const opened = () => (store ??= createStore(DATABASE, STORE));
  return {
    durable: true,
    put: (record) => set(record.id, record, opened()),
    remove: (id) => del(id, opened()),
    all: () => values<OutboxRecord>(opened()),
  };
}

/** For browsers without IndexedDB (private modes of some) and for tests. */
export function memoryOutboxStorage(durable = false): OutboxStorage {
  const records = new Map<string, OutboxRecord>();
  return {
    durable,
    put: (record) => {
      records.set(record.id, structuredClone(record));
      return Promise.resolve();
    },
    remove: (id) => {
      records.delete(id);
      return Promise.resolve();
    },
    all: () => Promise.resolve([...records.values()].map((record) => structuredClone(record))),
  };
}

/** IndexedDB when the browser has it, memory otherwise. */
export function defaultOutboxStorage(): OutboxStorage {
  return typeof indexedDB === 'undefined' ? memoryOutboxStorage() : indexedDbOutboxStorage();
}
