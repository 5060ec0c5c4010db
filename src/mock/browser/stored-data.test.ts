import 'fake-indexeddb/auto';
import { createStore, get, set } from 'idb-keyval';
import { beforeEach, describe, expect, it } from 'vitest';
import { seedDemo } from '../db/seed';
import { createMockService } from '../service';
import { openIdbRowStore, type IdbRowStore } from './idb-row-store';
import { forgetOldSnapshot, loadStoredData, SNAPSHOT_KEY } from './stored-data';

/** Tuesday, November 24, 2026, 12:00 UTC. */
const NOW = new Date(Date.UTC(2026, 10, 24, 12));

let database = 0;

describe('what the demo mock starts from', () => {
  let rows: IdbRowStore;

  beforeEach(async () => {
    rows = openIdbRowStore(createStore(`stored-data-test-${(database += 1)}`, 'rows'));
    await set(SNAPSHOT_KEY, undefined);
  });

  it('the seed, when nothing is stored', async () => {
    expect(await loadStoredData(rows)).toBeNull();
  });

  it('an earlier version’s snapshot, until its data is in the row store', async () => {
    const snapshot = seedDemo(NOW);
    const card = snapshot.cards[0];
    if (!card) throw new Error('the seed has no cards');
    card.title = 'Kept from the old snapshot';
    await set(SNAPSHOT_KEY, snapshot);

    const imported = await loadStoredData(rows);
    expect(imported?.seqs).toBeUndefined();
    expect(imported?.db.cards[0]?.title).toBe('Kept from the old snapshot');

    const service = createMockService({ clock: () => NOW, db: imported?.db, track: {} });
    const pending = service.takeChanges();
    if (!pending) throw new Error('a tracked service has changes to store');
    await rows.write(pending);
    await forgetOldSnapshot();
    expect(await get(SNAPSHOT_KEY)).toBeUndefined();

    const stored = await loadStoredData(rows);
    expect(stored?.seqs).toBeDefined();
    expect(stored?.db).toEqual(service.db);
  });

  it('the stored rows before an old snapshot left behind', async () => {
    const service = createMockService({ clock: () => NOW, track: {} });
    const card = service.writable.cards[0];
    const pending = service.takeChanges();
    if (!card || !pending) throw new Error('a tracked seed with cards');
    card.title = 'In the row store';
    await rows.write(pending);
    await set(SNAPSHOT_KEY, seedDemo(NOW));

    expect((await loadStoredData(rows))?.db.cards[0]?.title).toBe('In the row store');
  });
});
