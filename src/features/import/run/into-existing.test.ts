import { describe, expect, it } from 'vitest';
import { getBoard } from '@/api/endpoints/boards';
import { createCustomField } from '@/api/endpoints/custom-fields';
import { createTag } from '@/api/endpoints/tags';
import { createApiClient } from '@/api/http/client';
import { TEST_API_BASE_URL, useMockApi } from '@test/mock-api';
import { trelloExport } from '@test/trello-export';
import { planImport } from '../plan/plan-import';
import { existingTarget } from '../ui/existing-target';
import { mapTrello } from '../trello/map-trello';
import { emptyState, memoryJobStorage } from './job-store';
import { runJob } from './run-job';

const MAYA = 1;
/** The seed's Mobile App: columns "To do" and "Done", tag "iOS", two cards. */
const MOBILE = 2;

describe('an import into an existing board', () => {
  const mock = useMockApi();
  const client = createApiClient({ baseUrl: TEST_API_BASE_URL, token: 'demo-manager' });

  it('uses the columns, tags and fields of the same name, adds the rest, keeps what was there', async () => {
    await createTag(client, MOBILE, { name: 'bug', color: '#f97316' });
    const estimate = await createCustomField(client, MOBILE, { name: 'Estimate', type: 'number' });
    const before = await getBoard(client, MOBILE);
    const { board, people } = existingTarget(before);
    const model = mapTrello(trelloExport({ cards: 24 }));
    const { steps, preview } = planImport(model, { kind: 'existing', board }, people);

    // Trello's "To Do" and "Done" are the board's "To do" and "Done"; "Doing" and "Old ideas" are new.
    expect(preview.columns.map((c) => [c.name, c.matched])).toEqual([
      ['To Do', true],
      ['Doing', false],
      ['Done', true],
      ['Old ideas', false],
    ]);
    expect(preview.tags.find((t) => t.name === 'Bug')?.matched).toBe(true);
    expect(preview.fields.find((f) => f.name === 'Estimate')?.matched).toBe(true);
    expect(steps.some((s) => s.action.kind === 'board' || s.action.kind === 'members')).toBe(false);

    const boardsBefore = mock.service.db.boards.length;
    const state = await runJob({
      client,
      storage: memoryJobStorage(),
      job: {
        id: 'into-existing',
        owner: { baseUrl: TEST_API_BASE_URL, userId: MAYA },
        createdAt: '2026-03-11T10:00:00.000Z',
        fileName: 'board.json',
        intoBoardId: MOBILE,
        preview,
        steps,
      },
      state: emptyState(),
      signal: new AbortController().signal,
      onProgress: () => undefined,
      wait: () => Promise.resolve(),
    });
    expect(state.failed).toEqual({});
    expect(mock.service.db.boards).toHaveLength(boardsBefore);

    const after = await getBoard(client, MOBILE);
    const columns = Object.values(after.columns).filter((c) => c.deleted_at == null);
    const named = (name: string) => columns.filter((c) => c.name.toLowerCase() === name);
    // No column twice: the matched ones took the cards.
    expect(columns.map((c) => c.name).sort()).toEqual(['Doing', 'Done', 'Old ideas', 'To do']);
    const cardsIn = (name: string) =>
      after.cards.filter((c) => c.deleted_at == null && c.column_id === named(name)[0]?.id).length;
    const beforeIn = (name: string) =>
      before.cards.filter(
        (c) =>
          c.column_id ===
          Object.values(before.columns).find((col) => col.name.toLowerCase() === name)?.id,
      ).length;
    for (const column of preview.columns)
      expect(cardsIn(column.name.toLowerCase())).toBe(
        beforeIn(column.name.toLowerCase()) + column.cards,
      );
    expect(after.cards.length).toBe(before.cards.length + preview.counts.cards);
    // The board's own cards are untouched.
    for (const card of before.cards)
      expect(after.cards.find((c) => c.id === card.id)).toMatchObject({
        title: card.title,
        column_id: card.column_id,
      });

    // One "bug" tag (the board's, used by the imported cards), one "Estimate" field.
    const tags = Object.values(after.tags).filter((t) => t.board_id === MOBILE);
    expect(tags.filter((t) => t.name.toLowerCase() === 'bug')).toHaveLength(1);
    const bug = tags.find((t) => t.name === 'bug');
    expect(after.cards.some((c) => bug && c.tags_ids.includes(bug.id))).toBe(true);
    expect(after.custom_field_definitions.filter((d) => d.name === 'Estimate')).toHaveLength(1);
    expect(after.cards.some((c) => c.custom_fields[estimate.id] !== undefined)).toBe(true);
  });
});
