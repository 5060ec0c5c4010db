import { describe, expect, it } from 'vitest';
import { seedDemo } from './seed';
import { parseSnapshot, serializeSnapshot } from './snapshot';
import { insert } from './store';

const NOW = new Date('2026-03-11T10:00:00.000Z');

/** Data as a data file written before card activity existed would hold it. */
function storedBeforeActivity(): Record<string, unknown> {
  const stored = JSON.parse(serializeSnapshot(seedDemo(NOW))) as Record<string, unknown>;
  delete stored.cardActivities;
  delete (stored.ids as Record<string, unknown>).cardActivities;
  return stored;
}

describe('parseSnapshot', () => {
  it('reads its own output back', () => {
    const db = seedDemo(NOW);
    expect(parseSnapshot(JSON.parse(serializeSnapshot(db)))).toEqual(db);
  });

  it('loads older data without the activity table: empty, and its ids start at 1', () => {
    const db = parseSnapshot(storedBeforeActivity());
    if (!db) throw new Error('older data was refused');
    expect(db.cardActivities).toEqual([]);
    expect(db.ids.cardActivities).toBe(0);
    const row = insert(db, 'cardActivities', {
      board_id: 1,
      card_id: 1,
      actor_id: 1,
      kind: 'renamed',
      data: { from: 'a', to: 'b' },
      at: NOW.toISOString(),
    });
    expect(row.id).toBe(1);
  });

  it('refuses data whose id counters are broken', () => {
    const stored = storedBeforeActivity();
    (stored.ids as Record<string, unknown>).cards = 'many';
    expect(parseSnapshot(stored)).toBeNull();
  });
});
