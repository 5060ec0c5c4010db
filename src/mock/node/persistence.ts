import { existsSync, readFileSync, renameSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseSnapshot } from '../db/snapshot';
import type { Db } from '../db/types';

/** A data file the server cannot use, said in one line (`npm run api` prints it and stops). */
export class DataFileError extends Error {
  override readonly name = 'DataFileError';
}

/** Refuses a data file whose folder is not there (the save would fail at the first write). */
export function assertDataFolder(path: string): void {
  const folder = dirname(path);
  if (!existsSync(folder)) {
    throw new DataFileError(`cannot keep data in ${path}: the folder ${folder} does not exist.`);
  }
}

/**
 * Loads a JSON data file (the format before the SQLite store; `npm run api` imports it once,
 * see `data-store.ts`). A file that is there but cannot be read as our data is moved aside
 * (`<file>.corrupt-<time>`) with a loud message, never overwritten: whoever runs the server can
 * still recover it. Null means "start from the seed".
 */
export function loadDataFile(path: string, now = new Date()): Db | null {
  if (!existsSync(path)) return null;
  let db: Db | null = null;
  try {
    db = parseSnapshot(JSON.parse(readFileSync(path, 'utf8')));
  } catch {
    db = null;
  }
  if (db) return db;
  const aside = `${path}.corrupt-${now.toISOString().replace(/[:.]/g, '-')}`;
  renameSync(path, aside);
  console.error(
    `mock: the data file ${path} could not be read as mock data; it was moved to ${aside} ` +
      'and the server starts from the seed. Nothing was overwritten.',
  );
  return null;
}
