import { describe, expect, it } from 'vitest';
import { trackingMirror } from '../../../test/support/tracking-mirror';
import { createMockService, type PendingChanges } from '../service';
import { trackChanges, untracked, type ChangeSet } from './change-tracker';
import { RowSeqs } from './row-seqs';
import { seedDemo } from './seed';
import { insert } from './store';
import type { Db } from './types';

const NOW = new Date('2026-03-11T10:00:00.000Z');

/** A tracked copy of the seed whose rows are numbered as a store numbers them. */
function tracked() {
  const db = seedDemo(NOW);
  const seqs = new RowSeqs();
  for (const [key, rows] of Object.entries(db)) {
    if (Array.isArray(rows)) (rows as object[]).forEach((row) => seqs.assign(key, row));
  }
  const tracker = trackChanges(db, seqs);
  return { db, seqs, tracker, view: tracker.view };
}

/** What a change set names, as `collection: seq seq` lines (sorted, for exact comparisons). */
function named(changes: ChangeSet) {
  const list = (map: Map<string, Iterable<number>>) =>
    Object.fromEntries([...map].map(([collection, seqs]) => [collection, [...seqs].sort()]));
  return {
    put: list(new Map([...changes.put].map(([c, rows]) => [c, rows.keys()]))),
    drop: list(changes.drop),
  };
}

describe('trackChanges', () => {
  it('a field set on a record marks exactly that record', () => {
    const { db, seqs, tracker, view } = tracked();
    const card = view.cards.find((c) => c.id === 3);
    if (!card) throw new Error('no card 3');
    card.title = 'Renamed';
    const seq = seqs.of(untracked(card));
    expect(named(tracker.take())).toEqual({ put: { cards: [seq] }, drop: {} });
    expect(db.cards.find((c) => c.id === 3)?.title).toBe('Renamed');
    // Taken: the next write starts empty.
    expect(named(tracker.take())).toEqual({ put: {}, drop: {} });
  });

  it('setting a field to the value it has is no change', () => {
    const { tracker, view } = tracked();
    for (const card of view.cards) card.order = untracked(card).order;
    expect(named(tracker.take())).toEqual({ put: {}, drop: {} });
  });

  it('reads change nothing, and neither does reading every card', () => {
    const { tracker, view } = tracked();
    let titles = 0;
    for (const card of view.cards) titles += card.title.length;
    view.cards.filter((c) => c.board_id === 1).forEach((c) => void c.column_id);
    expect(titles).toBeGreaterThan(0);
    expect(named(tracker.take())).toEqual({ put: {}, drop: {} });
  });

  it('a change deep inside a record (an activity entry`s data) marks its record', () => {
    const { seqs, tracker, view } = tracked();
    const entry = view.cardActivities[0];
    if (!entry) throw new Error('no activity');
    (entry.data as { note?: string }).note = 'deep';
    expect(named(tracker.take()).put).toEqual({ cardActivities: [seqs.of(untracked(entry))] });
  });

  it('an insert marks the new row with the next number, and the id counter goes to meta', () => {
    const { db, seqs, tracker, view } = tracked();
    const lastSeq = seqs.of(db.columns.at(-1) ?? {}) ?? 0;
    const column = insert(view, 'columns', {
      board_id: 1,
      name: 'New',
      description: null,
      icon: null,
      color: null,
      order: 9,
      sort_order: null,
      wip_limit: null,
      archived_at: null,
      created_at: NOW.toISOString(),
      updated_at: NOW.toISOString(),
      deleted_at: null,
    });
    expect(named(tracker.take())).toEqual({ put: { columns: [lastSeq + 1] }, drop: {} });
    expect(db.ids.columns).toBe(column.id);
    // The stored row is the plain record, never a proxy.
    expect(db.columns.at(-1)).toBe(untracked(column));
  });

  it('a table filtered and reassigned drops exactly the rows it left out', () => {
    const { db, seqs, tracker, view } = tracked();
    const gone = db.cardTags.filter((row) => row.card_id === 1);
    expect(gone.length).toBeGreaterThan(0);
    view.cardTags = view.cardTags.filter((row) => row.card_id !== 1);
    view.cardTags.push({ card_id: 1, tag_id: 99 });
    const changes = named(tracker.take());
    expect(changes.drop).toEqual({ cardTags: gone.map((row) => seqs.of(row)).sort() });
    expect(changes.put).toEqual({ cardTags: [seqs.of(db.cardTags.at(-1) ?? {})] });
  });

  it('rows compared by identity inside a callback are the rows the write holds', () => {
    const { db, tracker, view } = tracked();
    const first = view.cardActivities.slice(0, 2);
    const dropped = new Set(first);
    const before = db.cardActivities.length;
    view.cardActivities = view.cardActivities.filter((row) => !dropped.has(row));
    expect(db.cardActivities).toHaveLength(before - 2);
    expect(named(tracker.take()).drop.cardActivities).toHaveLength(2);
  });

  it('an event list trimmed from the front drops the trimmed events only', () => {
    const { db, seqs, tracker, view } = tracked();
    view.boardEvents ??= {};
    view.boardEvents['1'] ??= [];
    const events = view.boardEvents['1'] ?? [];
    for (let version = 1; version <= 5; version += 1) {
      events.push({ version, event: 'card', kind: 'updated', ids: [1], actor_id: 1, at: '' });
    }
    tracker.take();
    const first = db.boardEvents?.['1']?.[0] ?? {};
    events.splice(0, 1);
    expect(named(tracker.take())).toEqual({
      put: {},
      drop: { 'boardEvents:1': [seqs.of(first)] },
    });
  });

  it('a row added then removed before the store writes is neither put nor kept', () => {
    const { tracker, view } = tracked();
    view.cardTags.push({ card_id: 2, tag_id: 77 });
    view.cardTags = view.cardTags.filter((row) => row.tag_id !== 77);
    const changes = tracker.take();
    expect(changes.put.get('cardTags')?.size ?? 0).toBe(0);
  });
});

describe('a tracked service', () => {
  it('stores everything once, then the rows of each write; a reset stores everything again', () => {
    const service = createMockService({ clock: () => NOW, track: {} });
    const kinds: PendingChanges['kind'][] = [];
    const mirror = trackingMirror();
    const take = () => {
      const pending = service.takeChanges();
      if (!pending) throw new Error('not tracked');
      kinds.push(pending.kind);
      mirror.write(pending);
    };
    take();
    const card = service.writable.cards.find((c) => c.id === 2);
    if (card) card.title = 'Tracked';
    take();
    service.reset();
    take();
    expect(kinds).toEqual(['all', 'rows', 'all']);
    expect(service.db.cards.find((c) => c.id === 2)?.title).not.toBe('Tracked');
  });

  it('an untracked service hands out the data itself', () => {
    const service = createMockService({ clock: () => NOW });
    expect(service.writable).toBe(service.db);
    expect(service.takeChanges()).toBeNull();
  });

  it('a service loaded from a store has nothing to store until it is written', () => {
    const db: Db = seedDemo(NOW);
    const seqs = new RowSeqs();
    const service = createMockService({ clock: () => NOW, db, track: { seqs } });
    const pending = service.takeChanges();
    expect(pending?.kind).toBe('rows');
    if (pending?.kind === 'rows') expect(pending.changes.put.size).toBe(0);
  });
});
