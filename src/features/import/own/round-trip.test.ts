import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '@/api/http/client';
import { TEST_API_BASE_URL, useMockApi } from '@test/mock-api';
import { parseImportFile } from '../parse/parse-file';
import { commentContent } from '../plan/comment-content';
import { planImport } from '../plan/plan-import';
import { tenantPeople } from '../plan/tenant-people';
import { emptyState, memoryJobStorage } from '../run/job-store';
import { runJob } from '../run/run-job';
import { exportBoard, exportFile } from './export-board';
import type { OwnExport } from './own-export';

const MAYA = 1;
const ROADMAP = 1;
const NOW = new Date('2026-03-11T10:00:00.000Z');

/**
 * An export without its ids: every reference by name, so two boards compare equal when they
 * hold the same things. Comments are compared by `comment`, which says how each was written.
 */
function byName(
  data: OwnExport,
  comment: (c: OwnExport['cards'][number]['comments'][number]) => unknown,
) {
  const name = <T extends { key: string; name: string }>(list: T[]) =>
    new Map(list.map((item) => [item.key, item.name]));
  const columns = name(data.columns);
  const tags = name(data.tags);
  const people = name(data.people);
  const fields = new Map(data.fields.map((f) => [f.key, f]));
  const titles = new Map(data.cards.map((card) => [card.key, card.title]));
  return {
    board: data.board,
    columns: data.columns.map(({ name: n, archived }) => ({ name: n, archived })),
    tags: data.tags
      .map(({ name: n, color }) => ({ name: n, color }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    fields: data.fields.map(({ name: n, type, options }) => ({
      name: n,
      type,
      options: options.map(({ label, color }) => ({ label, color })),
    })),
    cards: data.cards.map((card) => ({
      column: columns.get(card.columnKey),
      title: card.title,
      content: card.content,
      due: card.due,
      completed: card.completed,
      archived: card.archived,
      tags: card.tagKeys.map((k) => tags.get(k)).sort(),
      people: card.personKeys.map((k) => people.get(k)).sort(),
      checklists: card.checklists.map((list) => ({
        title: list.title,
        items: list.items.map((item) => ({
          ...item,
          personKey: item.personKey === null ? null : people.get(item.personKey),
        })),
      })),
      comments: card.comments.map(comment),
      fields: Object.fromEntries(
        Object.entries(card.fieldValues).map(([key, value]) => {
          const field = fields.get(key);
          const option = field?.options.find((o) => o.key === value);
          return [field?.name, option ? option.label : value];
        }),
      ),
      relations: (card.relations ?? []).map((r) => ({ kind: r.kind, card: titles.get(r.cardKey) })),
    })),
  };
}

describe('our own export', () => {
  const { server } = useMockApi();
  const client = createApiClient({ baseUrl: TEST_API_BASE_URL, token: 'demo-manager' });

  async function importBack(file: { name: string; text: string }) {
    const parsed = parseImportFile(file.name, new TextEncoder().encode(file.text));
    if (!parsed.ok || parsed.kind !== 'model') throw new Error(JSON.stringify(parsed));
    expect(parsed.model.source).toBe('own');
    const people = await tenantPeople(client, parsed.model.people);
    const { steps, preview } = planImport(
      parsed.model,
      { kind: 'new', name: parsed.model.boardName, callerId: MAYA },
      people,
    );
    const state = await runJob({
      client,
      storage: memoryJobStorage(),
      job: {
        id: 'round-trip',
        owner: { baseUrl: TEST_API_BASE_URL, userId: MAYA },
        createdAt: NOW.toISOString(),
        fileName: file.name,
        intoBoardId: null,
        preview,
        steps,
      },
      state: emptyState(),
      signal: new AbortController().signal,
      onProgress: () => undefined,
      wait: () => Promise.resolve(),
    });
    expect(state.failed).toEqual({});
    return { boardId: state.boardId ?? 0, preview };
  }

  it('export, import back, export again: an equal board', async () => {
    const original = await exportBoard(client, ROADMAP, { now: () => NOW });
    const cards = original.cards;
    const items = cards.flatMap((c) => c.checklists.flatMap((l) => l.items));
    // The seed board holds every kind of thing the export carries, so a dropped one shows.
    expect(original.columns.some((c) => c.archived)).toBe(true);
    expect(original.board.description).toBeTruthy();
    expect(new Set(original.fields.map((f) => f.type))).toEqual(
      new Set(['text', 'number', 'select', 'checkbox', 'date']),
    );
    for (const has of [
      (c: (typeof cards)[number]) => c.content !== null,
      (c: (typeof cards)[number]) => c.due !== null,
      (c: (typeof cards)[number]) => c.completed,
      (c: (typeof cards)[number]) => c.archived,
      (c: (typeof cards)[number]) => c.tagKeys.length > 1,
      (c: (typeof cards)[number]) => c.personKeys.length > 0,
      (c: (typeof cards)[number]) => c.comments.length > 0,
      (c: (typeof cards)[number]) => Object.keys(c.fieldValues).length > 2,
      (c: (typeof cards)[number]) => c.relations?.some((r) => r.kind === 'parent') ?? false,
      (c: (typeof cards)[number]) => c.relations?.some((r) => r.kind === 'blocks') ?? false,
    ])
      expect(cards.some(has)).toBe(true);
    expect(items.some((i) => i.done) && items.some((i) => !i.done)).toBe(true);
    expect(items.some((i) => i.due !== null) && items.some((i) => i.personKey !== null)).toBe(true);

    const { boardId, preview } = await importBack(exportFile(original));
    expect(boardId).not.toBe(ROADMAP);
    expect(preview.counts.cards).toBe(cards.length);
    // A user who left the company cannot be assigned again: listed, and left unassigned.
    expect(preview.unmatched.map((p) => p.name)).toEqual(['Dana Departed']);
    const departed = original.people.find((p) => p.name === 'Dana Departed')?.key;
    expect(cards.some((c) => c.personKeys.includes(departed ?? ''))).toBe(true);
    const expected: OwnExport = {
      ...original,
      people: original.people.filter((p) => p.key !== departed),
      cards: cards.map((card) => ({
        ...card,
        personKeys: card.personKeys.filter((k) => k !== departed),
        checklists: card.checklists.map((list) => ({
          ...list,
          items: list.items.map((i) => (i.personKey === departed ? { ...i, personKey: null } : i)),
        })),
      })),
    };
    const copy = await exportBoard(client, boardId, { now: () => NOW });

    // A comment comes back written by the importer, starting with its author and date.
    expect(byName(copy, (c) => c.content)).toEqual(
      byName(expected, (c) => commentContent({ ...c, text: '' })),
    );
    expect(copy.cards.flatMap((c) => c.comments).every((c) => c.author === 'Maya Manager')).toBe(
      true,
    );
    // What the export says it leaves out (the seed has covers, files and a person field)...
    expect(original.leftOut.map((l) => l.what)).toEqual(['looks', 'files', 'fieldTypes']);
    // ...is not on the copy, so exporting the copy says nothing is left out.
    expect(copy.leftOut).toEqual([]);
  });

  it('exports without relations from a server that has none, and stops asking it (six reads run at once)', async () => {
    let asked = 0;
    server.use(
      http.get('*/api/boards/:board/cards/:card/relations', () => {
        asked += 1;
        return HttpResponse.json({ message: 'Not found.' }, { status: 404 });
      }),
    );
    const data = await exportBoard(client, ROADMAP, { now: () => NOW });
    expect(data.cards.length).toBeGreaterThan(10);
    expect(data.cards.every((card) => card.relations === undefined)).toBe(true);
    expect(asked).toBeLessThanOrEqual(6);
  });
});
