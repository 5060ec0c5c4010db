import { describe, expect, it } from 'vitest';
import { createApiClient } from '@/api/http/client';
import { TEST_API_BASE_URL, useMockApi } from '@test/mock-api';
import { trelloExport } from '@test/trello-export';
import { guessMapping, mapCsv } from '../csv/map-csv';
import { readCsv } from '../csv/read-csv';
import { mapTrello } from '../trello/map-trello';
import { planImport } from '../plan/plan-import';
import { emptyState, memoryJobStorage, type ImportJob } from './job-store';
import { runJob } from './run-job';

const MAYA = 1;
const noWait = () => Promise.resolve();

function jobFor(cards: number, id = 'job-1'): ImportJob {
  const model = mapTrello(trelloExport({ cards }));
  const { steps, preview } = planImport(
    model,
    { kind: 'new', name: 'From Trello', callerId: MAYA },
    [
      { id: 1, name: 'Maya Manager', username: null, email: 'maya@example.com' },
      { id: 2, name: 'Eli Editor', username: null, email: 'eli@example.com' },
    ],
  );
  return {
    id,
    owner: { baseUrl: TEST_API_BASE_URL, userId: MAYA },
    createdAt: '2026-03-11T10:00:00.000Z',
    fileName: 'board.json',
    intoBoardId: null,
    preview,
    steps,
  };
}

describe('runJob', () => {
  const mock = useMockApi();
  const client = createApiClient({ baseUrl: TEST_API_BASE_URL, token: 'demo-manager' });

  function boardCounts(boardId: number) {
    const db = mock.service.db;
    const cards = db.cards.filter((c) => c.board_id === boardId && c.deleted_at == null);
    const cardIds = new Set(cards.map((c) => c.id));
    const checklists = db.checklists.filter((c) => cardIds.has(c.card_id));
    const checklistIds = new Set(checklists.map((c) => c.id));
    const items = db.checklistItems.filter((i) => checklistIds.has(i.checklist_id));
    return {
      columns: db.columns.filter((c) => c.board_id === boardId).length,
      archivedColumns: db.columns.filter((c) => c.board_id === boardId && c.archived_at != null)
        .length,
      cards: cards.length,
      archived: cards.filter((c) => c.status === 'ARCHIVED').length,
      completed: cards.filter((c) => c.completed_at != null).length,
      tags: db.tags.filter((t) => t.board_id === boardId).length,
      checklists: checklists.length,
      items: items.length,
      ticked: items.filter((i) => i.is_completed).length,
      comments: db.comments.filter((c) => cardIds.has(c.card_id)).length,
      values: db.customFieldValues.filter((v) => cardIds.has(v.card_id)).length,
      members: db.members.filter((m) => m.board_id === boardId).length,
    };
  }

  it('writes a Trello board: counts as the preview says', async () => {
    const job = jobFor(30);
    const storage = memoryJobStorage();
    const state = await runJob({
      client,
      storage,
      job,
      state: emptyState(),
      signal: new AbortController().signal,
      onProgress: () => undefined,
      wait: noWait,
    });
    expect(state.failed).toEqual({});
    const counts = job.preview.counts;
    expect(state.boardId).not.toBeNull();
    expect(boardCounts(state.boardId ?? 0)).toEqual({
      columns: 4,
      archivedColumns: 1,
      cards: counts.cards,
      archived: counts.archivedCards,
      completed: counts.completedCards,
      tags: 4,
      checklists: counts.checklists,
      items: counts.items,
      ticked: counts.ticked,
      comments: counts.comments,
      values: counts.fieldValues,
      members: 2,
    });
    expect(counts.cards).toBe(30);
    expect(counts.ticked).toBeGreaterThan(0);
    expect(counts.comments).toBeGreaterThan(0);
    // The comment starts with its author and date.
    const comment = mock.service.db.comments.at(-1);
    expect(comment?.body).toMatch(/"text":"(Maya Manager|Eli Editor|Tom Trello) · 2026-/);
  });

  it('relates the cards of a Jira CSV by its Parent and Blocks columns', async () => {
    const table = readCsv(
      [
        'Summary,Issue key,Status,Parent,Blocks',
        'Epic,PB-1,To Do,,',
        'Part one,PB-2,To Do,PB-1,PB-3',
        'Part two,PB-3,Doing,PB-1,',
      ].join('\n'),
    );
    const model = mapCsv(table, guessMapping(table.headers), 'From Jira');
    const { steps, preview } = planImport(
      model,
      { kind: 'new', name: 'From Jira', callerId: MAYA },
      [],
    );
    expect(preview.counts.relations).toBe(3);
    const state = await runJob({
      client,
      storage: memoryJobStorage(),
      job: { ...jobFor(0), preview, steps },
      state: emptyState(),
      signal: new AbortController().signal,
      onProgress: () => undefined,
      wait: noWait,
    });
    expect(state.failed).toEqual({});
    const db = mock.service.db;
    const idOf = (title: string) =>
      db.cards.find((c) => c.board_id === state.boardId && c.title === title)?.id;
    const relations = db.relations.map((r) => [r.type, r.from_card_id, r.to_card_id]);
    expect(relations).toEqual(
      expect.arrayContaining([
        ['parent', idOf('Epic'), idOf('Part one')],
        ['parent', idOf('Epic'), idOf('Part two')],
        ['blocks', idOf('Part one'), idOf('Part two')],
      ]),
    );
  });

  it('stopped half-way and resumed (with the last results never saved), finishes with exact counts', async () => {
    const job = jobFor(30, 'job-2');
    const storage = memoryJobStorage();
    await storage.putJob(job);
    const stop = new AbortController();
    await expect(
      runJob({
        client,
        storage,
        job,
        state: emptyState(),
        signal: stop.signal,
        onProgress: (p) => {
          if (p.done >= Math.floor(p.total / 2))
            stop.abort(new DOMException('closed', 'AbortError'));
        },
        wait: noWait,
      }),
    ).rejects.toThrow();
    const saved = (await storage.state(job.id)) ?? emptyState();
    // A closed tab loses what it had not saved yet: forget the last ten done steps.
    saved.results = Object.fromEntries(Object.entries(saved.results).slice(0, -10));
    expect(Object.keys(saved.results).length).toBeLessThan(job.steps.length);

    const state = await runJob({
      client,
      storage,
      job,
      state: saved,
      signal: new AbortController().signal,
      onProgress: () => undefined,
      wait: noWait,
    });
    expect(state.failed).toEqual({});
    const counts = job.preview.counts;
    const got = boardCounts(state.boardId ?? 0);
    expect(got).toMatchObject({
      cards: counts.cards,
      checklists: counts.checklists,
      items: counts.items,
      ticked: counts.ticked,
      comments: counts.comments,
      values: counts.fieldValues,
    });
    expect(mock.service.db.boards.filter((b) => b.name === 'From Trello')).toHaveLength(1);
  });

  it('a refused write is reported with what needed it, and the rest goes on', async () => {
    const job = jobFor(6, 'job-3');
    const first = job.steps.find((s) => s.action.kind === 'card');
    if (first?.action.kind === 'card') first.action.title = 'x'.repeat(300);
    const state = await runJob({
      client,
      storage: memoryJobStorage(),
      job,
      state: emptyState(),
      signal: new AbortController().signal,
      onProgress: () => undefined,
      wait: noWait,
    });
    expect(state.failed[first?.key ?? '']).toMatch(/title/);
    const dependants = Object.entries(state.failed).filter(([, why]) => why.startsWith('skipped'));
    expect(dependants.length).toBe(job.steps.filter((s) => s.lane === 'card:0').length);
    expect(boardCounts(state.boardId ?? 0).cards).toBe(5);
  });
});
