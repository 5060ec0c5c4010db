import { existsSync } from 'node:fs';
import type { RowSeqs } from '../db/row-seqs';
import type { Db } from '../db/types';
import { assertDataFolder, loadDataFile } from './persistence';
import {
  moveStoreAside,
  openSqliteStore,
  UnreadableStore,
  type SqliteStore,
  type StoreSync,
} from './sqlite-store';

/**
 * Where `DATA_FILE` keeps the data: a SQLite store. A name ending in `.json` (the data file of
 * earlier versions, one JSON document) means the store beside it, `<name>.sqlite`; the JSON
 * file is imported into it once, when the store is new, and is never written again.
 */
function storePathOf(dataFile: string): string {
  return dataFile.endsWith('.json') ? `${dataFile.slice(0, -'.json'.length)}.sqlite` : dataFile;
}

export interface OpenedStore {
  store: SqliteStore;
  /** The stored data, its rows numbered as stored; null: start from the seed, store it all. */
  stored: { db: Db; seqs: RowSeqs } | null;
  /** Data imported from the JSON data file (to be stored in full); else null. */
  imported: Db | null;
}

function openOrMoveAside(path: string, sync: StoreSync, now: Date) {
  try {
    const store = openSqliteStore(path, sync);
    try {
      return { store, stored: store.load() };
    } catch (error) {
      store.close();
      throw error;
    }
  } catch (error) {
    if (!(error instanceof UnreadableStore)) throw error;
    const aside = moveStoreAside(path, now);
    console.error(
      `mock: the store ${path} could not be read as mock data (${error.message}); it was moved ` +
        `to ${aside} and the server starts from the seed. Nothing was overwritten.`,
    );
    return { store: openSqliteStore(path, sync), stored: null };
  }
}

/**
 * Opens the store of `DATA_FILE`: a missing folder is a `DataFileError` (one line); a store that
 * cannot be read is moved aside, never overwritten; a JSON data file is imported once.
 */
export function openDataStore(
  dataFile: string,
  options: { sync?: StoreSync; now?: Date } = {},
): OpenedStore {
  const now = options.now ?? new Date();
  assertDataFolder(dataFile);
  const path = storePathOf(dataFile);
  const { store, stored } = openOrMoveAside(path, options.sync ?? 'normal', now);
  if (stored || path === dataFile || !existsSync(dataFile))
    return { store, stored, imported: null };
  const imported = loadDataFile(dataFile, now);
  if (imported) {
    console.info(
      `mock: imported ${dataFile} into the store ${path}; the JSON file is kept and no longer read.`,
    );
  }
  return { store, stored: null, imported };
}
