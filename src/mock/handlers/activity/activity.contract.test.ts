import { describe, expect, it } from 'vitest';
import { setupMockServer, TOKENS } from '../../../../test/contract/harness';
import {
  docWith,
  expectForbiddenBelow,
  expectNotFound,
  expectUnauthenticated,
} from '../../../../test/contract/card-side';

const api = setupMockServer();

interface Activity {
  id: number;
  actor: { id: number; name: string };
  kind: string;
  data: Record<string, unknown>;
  at: string;
}

const ELI = { id: 2, name: 'Eli Editor' };
const INES = { id: 3, name: 'Ines Interact' };

const activityOf = async (card: number): Promise<Activity[]> => {
  const res = await api.as(TOKENS.view).get<Activity[]>(`/boards/1/cards/${card}/activity`);
  expect(res.status).toBe(200);
  return res.body;
};

/** The entries a write added, oldest first. */
async function entriesOf(card: number, write: () => Promise<unknown>): Promise<Activity[]> {
  const before = new Set((await activityOf(card)).map((a) => a.id));
  await write();
  return (await activityOf(card)).filter((a) => !before.has(a.id)).reverse();
}

const kinds = (entries: Activity[]) => entries.map((e) => e.kind);

describe('GET /boards/{board}/cards/{card}/activity', () => {
  it('shows the seeded history newest first', async () => {
    const entries = await activityOf(12);
    expect(entries.length).toBeGreaterThanOrEqual(5);
    const times = entries.map((e) => e.at);
    expect(times).toEqual([...times].sort().reverse());
    expect(entries.at(-1)).toMatchObject({ kind: 'created', actor: ELI });
    expect(entries[0]).toEqual({
      id: expect.any(Number),
      actor: INES,
      kind: 'commented',
      data: { comment_id: 3 },
      at: expect.any(String),
    });
  });

  it('401, 404 for a card of another board or a deleted card, 403 below view', async () => {
    await expectUnauthenticated(api, (c) => c.get('/boards/1/cards/12/activity'));
    expectNotFound(await api.as(TOKENS.manage).get('/boards/2/cards/12/activity'));
    expectNotFound(await api.as(TOKENS.manage).get('/boards/1/cards/27/activity'));
    await expectForbiddenBelow(api, 'view', (c) => c.get('/boards/1/cards/12/activity'));
  });
});

describe('every card write is logged', () => {
  it('created, with its column', async () => {
    const res = await api
      .as(TOKENS.edit)
      .post<{ id: number }>('/boards/1/cards', { column_id: 1, title: 'Logged' });
    expect(await activityOf(res.body.id)).toEqual([
      {
        id: expect.any(Number),
        actor: ELI,
        kind: 'created',
        data: { to: { column_id: 1, name: 'Backlog' } },
        at: api.now.toISOString(),
      },
    ]);
  });

  it('moved, with the names of both columns; a reorder in the column is not a move', async () => {
    const moved = await entriesOf(1, () =>
      api.as(TOKENS.edit).patch('/boards/1/cards/1', { column_id: 2, order: 1 }),
    );
    expect(moved).toMatchObject([
      {
        kind: 'moved',
        actor: ELI,
        data: {
          from: { column_id: 1, name: 'Backlog' },
          to: { column_id: 2, name: 'Planned' },
        },
      },
    ]);
    const reordered = await entriesOf(1, () =>
      api.as(TOKENS.edit).patch('/boards/1/cards/1', { order: 3 }),
    );
    expect(reordered).toEqual([]);
  });

  it('renamed, from and to', async () => {
    const entries = await entriesOf(1, () =>
      api.as(TOKENS.edit).patch('/boards/1/cards/1', { title: 'Dark mode' }),
    );
    expect(entries).toMatchObject([
      { kind: 'renamed', data: { from: 'Dark mode for the board', to: 'Dark mode' } },
    ]);
  });

  it('field_changed for each field a PATCH changes', async () => {
    const entries = await entriesOf(1, () =>
      api.as(TOKENS.edit).patch('/boards/1/cards/1', {
        content: docWith('Follow the system setting.'),
        status: 'CLOSED',
        due_date: '2026-04-01T09:00:00.000Z',
        cover_color: '#22c55e',
        pinned: true,
        completed: true,
        tags_ids: [3],
        custom_fields: { 2: 'p1' },
      }),
    );
    expect(kinds(entries).every((k) => k === 'field_changed')).toBe(true);
    expect(entries.map((e) => e.data)).toEqual([
      { field: 'content', from: null, to: 'Follow the system setting.' },
      { field: 'status', from: 'OPEN', to: 'CLOSED' },
      { field: 'due_date', from: null, to: '2026-04-01T09:00:00.000Z' },
      { field: 'cover_color', from: '#8b5cf6', to: '#22c55e' },
      { field: 'pinned', from: false, to: true },
      { field: 'completed', from: false, to: true },
      {
        field: 'tags',
        from: [
          { id: 3, name: 'Frontend' },
          { id: 5, name: 'Design' },
        ],
        to: [{ id: 3, name: 'Frontend' }],
      },
      { field: 'custom_field', definition: { id: 2, name: 'Priority' }, from: 'p3', to: 'p1' },
    ]);
  });

  it('a write that changes nothing, or is refused, logs nothing', async () => {
    expect(
      await entriesOf(1, () =>
        api.as(TOKENS.edit).patch('/boards/1/cards/1', { title: 'Dark mode for the board' }),
      ),
    ).toEqual([]);
    expect(
      await entriesOf(1, () => api.as(TOKENS.edit).patch('/boards/1/cards/1', { title: '' })),
    ).toEqual([]);
  });

  it('assigned and unassigned, with the user', async () => {
    const entries = await entriesOf(9, () =>
      api
        .as(TOKENS.interact)
        .post('/boards/1/cards/9/assignees/sync', { assignees: { 1: true, 3: false } }),
    );
    expect(entries).toMatchObject([
      { kind: 'assigned', actor: INES, data: { user: { id: 1, name: 'Maya Manager' } } },
      { kind: 'unassigned', actor: INES, data: { user: INES } },
    ]);
  });

  it('ticked and unticked checklist items', async () => {
    const tick = await entriesOf(9, () =>
      api
        .as(TOKENS.interact)
        .patch('/boards/1/cards/9/checklists/1/items/2', { is_completed: true }),
    );
    expect(tick).toMatchObject([
      { kind: 'ticked', data: { item: { id: 2, label: 'Illustrations' }, checked: true } },
    ]);
    const untick = await entriesOf(9, () =>
      api
        .as(TOKENS.interact)
        .patch('/boards/1/cards/9/checklists/1/items/1', { is_completed: false }),
    );
    expect(untick).toMatchObject([
      { kind: 'ticked', data: { item: { id: 1, label: 'Write copy' }, checked: false } },
    ]);
  });

  it('commented, with the comment id; edits and deletes of comments are not card activity', async () => {
    let id = 0;
    const entries = await entriesOf(12, async () => {
      const res = await api
        .as(TOKENS.interact)
        .post<{ id: number }>('/boards/1/cards/12/comments', { content: docWith('Hi') });
      id = res.body.id;
    });
    expect(entries).toMatchObject([{ kind: 'commented', actor: INES, data: { comment_id: id } }]);
    const later = await entriesOf(12, async () => {
      await api
        .as(TOKENS.interact)
        .patch(`/boards/1/cards/12/comments/${id}`, { content: docWith('Hey') });
      await api.as(TOKENS.interact).delete(`/boards/1/cards/12/comments/${id}`);
    });
    expect(later).toEqual([]);
  });

  it('archived and restored (the status change is not repeated)', async () => {
    const archived = await entriesOf(1, () =>
      api.as(TOKENS.edit).patch('/boards/1/cards/1', { status: 'ARCHIVED' }),
    );
    expect(archived).toMatchObject([{ kind: 'archived', data: {} }]);
    const restored = await entriesOf(1, () =>
      api.as(TOKENS.edit).patch('/boards/1/cards/1', { status: 'OPEN' }),
    );
    expect(restored).toMatchObject([{ kind: 'restored', data: {} }]);
  });

  it('a delete is logged as deleted', async () => {
    expect((await api.as(TOKENS.edit).delete('/boards/1/cards/1')).status).toBe(200);
    const rows = api.db().cardActivities.filter((row) => row.card_id === 1);
    expect(rows.at(-1)).toMatchObject({ kind: 'deleted', data: {}, actor_id: 2 });
  });
});

describe('the log is capped', () => {
  it('keeps and shows the newest 200 entries', async () => {
    for (let i = 1; i <= 205; i += 1) {
      await api.as(TOKENS.edit).patch('/boards/1/cards/2', { title: `Import v${i}` });
    }
    const entries = await activityOf(2);
    expect(entries).toHaveLength(200);
    expect(entries[0]?.data).toEqual({ from: 'Import v204', to: 'Import v205' });
    expect(entries.at(-1)?.data).toEqual({ from: 'Import v5', to: 'Import v6' });
    expect(api.db().cardActivities.filter((row) => row.card_id === 2)).toHaveLength(200);
  });
});
