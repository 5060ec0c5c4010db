import { del, get } from 'idb-keyval';
import type { RowSeqs } from '../db/row-seqs';
import { parseSnapshot } from '../db/snapshot';
import type { Db } from '../db/types';
import type { IdbRowStore } from './idb-row-store';

/** The whole database as one record, as versions before the row store kept it. */
export const SNAPSHOT_KEY = 'project-board:mock-db:v1';

/**
 * What the demo's mock starts from: the stored rows (with their numbers); else the snapshot an
 * earlier version stored (the caller stores it as rows, then `forgetOldSnapshot`); else null,
 * the seed. A store that cannot be read starts from the seed, said in the console.
 */
export async function loadStoredData(
  rows: IdbRowStore,
): Promise<{ db: Db; seqs?: RowSeqs } | null> {
  const stored = await rows.load().catch((error: unknown) => {
    console.error(
      'mock: the stored demo data could not be read; the demo starts from the seed',
      error,
    );
    return null;
  });
  if (stored) return stored;
  const snapshot: unknown = await get(SNAPSHOT_KEY).catch(() => null);
  if (snapshot == null) return null;
  const db = parseSnapshot(snapshot);
  return db ? { db } : null;
}

/** Deletes the old snapshot, once its data is in the row store. */
export async function forgetOldSnapshot(): Promise<void> {
  await del(SNAPSHOT_KEY).catch(() => undefined);
}
