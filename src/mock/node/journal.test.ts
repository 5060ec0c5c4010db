import { mkdtempSync, readFileSync, writeFileSync, appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appendChange, ChangeTracker, journalPath, replayJournal, textHash } from './journal';

interface Data {
  version: 1;
  ids: Record<string, number>;
  cards: { id: number; title: string }[];
  members: { board_id: number; user_id: number }[];
}

const start = (): Data => ({
  version: 1,
  ids: { cards: 2 },
  cards: [
    { id: 1, title: 'One' },
    { id: 2, title: 'Two' },
  ],
  members: [{ board_id: 1, user_id: 1 }],
});

function fileWith(data: Data) {
  const dataFile = join(mkdtempSync(join(tmpdir(), 'journal-')), 'data.json');
  const text = JSON.stringify(data);
  writeFileSync(dataFile, text);
  const tracker = new ChangeTracker();
  tracker.reset(data);
  return { dataFile, text, tracker };
}

describe('the data file journal', () => {
  it('replays each save on the data file: rows set, added and removed, other values whole', async () => {
    const data = start();
    const { dataFile, text, tracker } = fileWith(data);
    expect(tracker.changes(data)).toBeNull();

    const first = data.cards[0];
    if (first) first.title = 'One, renamed';
    data.cards.push({ id: 3, title: 'Three' });
    data.ids.cards = 3;
    await appendChange(dataFile, tracker.changes(data) ?? fail(), textHash(text));

    data.cards = data.cards.filter((c) => c.id !== 2);
    data.members.push({ board_id: 1, user_id: 2 });
    const second = tracker.changes(data);
    expect(second).toMatchObject({ set: [], del: [['cards', 2]] });
    await appendChange(dataFile, second ?? fail(), null);

    expect(replayJournal(dataFile, readFileSync(dataFile, 'utf8'))).toEqual(data);

    // Rows without ids go whole; emptied again, the table is still sent whole.
    data.members = [];
    await appendChange(dataFile, tracker.changes(data) ?? fail(), null);
    expect(replayJournal(dataFile, readFileSync(dataFile, 'utf8'))).toEqual(data);
  });

  it('drops a last line cut short by a kill (its save never returned)', async () => {
    const data = start();
    const { dataFile, text, tracker } = fileWith(data);
    data.cards.push({ id: 3, title: 'Three' });
    await appendChange(dataFile, tracker.changes(data) ?? fail(), textHash(text));
    const saved = structuredClone(data);
    appendFileSync(journalPath(dataFile), '{"set":[["cards",{"id":4,"ti');
    expect(replayJournal(dataFile, text)).toEqual(saved);
  });

  it('ignores a journal of another data file (a compaction cut short)', async () => {
    const data = start();
    const { dataFile, text, tracker } = fileWith(data);
    data.cards.push({ id: 3, title: 'Three' });
    await appendChange(dataFile, tracker.changes(data) ?? fail(), textHash(text));
    // The compaction wrote the new file, then died before removing the old journal.
    const newer = JSON.stringify({ ...data, cards: [{ id: 9, title: 'Newer' }] });
    writeFileSync(dataFile, newer);
    expect(replayJournal(dataFile, newer)).toEqual(JSON.parse(newer));
  });
});

function fail(): never {
  throw new Error('expected a change');
}
