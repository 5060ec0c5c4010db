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

/**
 * Group commit: every write waits for a save that started after it was applied, and the writes
 * that arrive while a save runs share the next one. So no acknowledged write is ever missing
 * from the file, and a steady load still saves continuously (a debounce that restarts on every
 * write never saved under load, and acknowledged writes were lost).
 */
export function groupCommitSaver(save: () => Promise<void>) {
  let current: Promise<void> = Promise.resolve();
  let next: Promise<void> | null = null;
  return {
    /** Resolves once everything applied before the call is on disk; rejects if that save failed. */
    save(): Promise<void> {
      if (next) return next;
      const waiting = current
        .catch(() => undefined)
        .then(() => {
          next = null;
          current = save();
          return current;
        });
      next = waiting;
      return waiting;
    },
    /** Waits for the saves under way. */
    async flush(): Promise<void> {
      await (next ?? current).catch(() => undefined);
    },
  };
}
