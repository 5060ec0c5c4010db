import { describe, expect, it } from 'vitest';
import { setupMockServer, TOKENS } from '../../../../test/contract/harness';
import {
  docWith,
  expectForbiddenBelow,
  expectInvalid,
  expectNotFound,
  expectUnauthenticated,
} from '../../../../test/contract/card-side';

const api = setupMockServer();

interface Card {
  id: number;
  board_id: number;
  column_id: number;
  title: string;
  content: string | null;
  type: string;
  status: string | null;
  order: number;
  number: number;
  cover_color: string | null;
  due_date: string | null;
  due_date_hash: string | null;
  pinned_at: string | null;
  completed_at: string | null;
  archived_at: string | null;
  deleted_at: string | null;
  tags_ids: string[];
  assignees_ids: string[];
  checklist_items: number;
  is_time_tracking: boolean;
  is_completed: boolean;
  is_recurrent: boolean;
  custom_fields_count: number;
}

const create = (body: Record<string, unknown>, token: string = TOKENS.edit) =>
  api.as(token).post<Card>('/boards/1/cards', body);

function columnOrders(columnId: number): [number, number][] {
  return api
    .db()
    .cards.filter((c) => c.column_id === columnId && c.deleted_at == null)
    .map((c): [number, number] => [c.id, c.order])
    .sort((a, b) => a[1] - b[1]);
}

function setMode(
  userId: number,
  mode: 'all' | 'assignee' | 'mentions' | 'silent',
  email = false,
): void {
  const db = api.db();
  db.notificationPreferences = db.notificationPreferences.filter(
    (p) => !(p.board_id === 1 && p.user_id === userId),
  );
  db.notificationPreferences.push({
    board_id: 1,
    user_id: userId,
    notification_mode: mode,
    is_notified_through_app: true,
    is_notified_through_email: email,
  });
}

const inbox = (kind: string, cardId: number) =>
  api
    .db()
    .notifications.filter((n) => n.kind === kind && n.card_id === cardId)
    .map((n) => n.user_id)
    .sort();
const outbox = (kind: string, cardId: number) =>
  api
    .db()
    .emails.filter((n) => n.kind === kind && n.card_id === cardId)
    .map((n) => n.user_id)
    .sort();

describe('POST /boards/{board}/cards', () => {
  it('creates a card at the end of its column with the next number (201)', async () => {
    const res = await create({
      column_id: 1,
      title: 'New idea',
      status: 'OPEN',
      cover_color: '#EF4444',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      board_id: 1,
      column_id: 1,
      title: 'New idea',
      type: 'ORDINARY',
      status: 'OPEN',
      // 30 cards on the board, and 70 past cards of its history (cleared away since).
      number: 101,
      order: 7,
      cover_color: '#ef4444',
      tags_ids: [],
      assignees_ids: [],
      is_time_tracking: false,
      deleted_at: null,
    });
  });

  it('inserts at an order and shifts later cards by one', async () => {
    const res = await create({ column_id: 2, title: 'Second', order: 2 });
    expect(res.body.order).toBe(2);
    expect(columnOrders(2)).toEqual([
      [7, 1],
      [res.body.id, 2],
      [8, 3],
      [9, 4],
      [10, 5],
      [11, 6],
    ]);
  });

  it('never reuses a number, even after a delete', async () => {
    const first = await create({ column_id: 1, title: 'A' });
    await api.as(TOKENS.edit).delete(`/boards/1/cards/${first.body.id}`);
    const second = await create({ column_id: 1, title: 'B' });
    expect([first.body.number, second.body.number]).toEqual([101, 102]);
  });

  it('creates with status ARCHIVED (archived_at set) and a due date', async () => {
    const res = await create({
      column_id: 1,
      title: 'Old',
      status: 'ARCHIVED',
      due_date: '2026-03-20T10:00:00Z',
    });
    expect(res.body.status).toBe('ARCHIVED');
    expect(res.body.archived_at).toBe(api.now.toISOString());
    expect(res.body.due_date).toBe('2026-03-20T10:00:00.000Z');
    expect(res.body.due_date_hash).toEqual(expect.any(String));
  });

  it('applies a template: content, tags, cover, checklists', async () => {
    const res = await create({ column_id: 1, title: 'Fix: login', template_id: 1 });
    expect(res.status).toBe(201);
    expect(res.body.tags_ids).toEqual(['6']);
    expect(res.body.cover_color).toBe('#ef4444');
    expect(res.body.content).toContain('Steps to reproduce');
    expect(res.body.checklist_items).toBe(3);
    const detail = await api
      .as(TOKENS.view)
      .get<{ checklists: { title: string }[] }>(`/boards/1/cards/${res.body.id}`);
    expect(detail.body.checklists.map((c) => c.title)).toEqual(['Triage']);
  });

  it('accepts a tenant-wide template but not one invisible on the board', async () => {
    expect((await create({ column_id: 1, title: 'F', template_id: 2 })).status).toBe(201);
    expectInvalid(await create({ column_id: 1, title: 'F', template_id: 99 }), 'template_id');
  });

  it('401, 404, 403 below edit', async () => {
    await expectUnauthenticated(api, (c) =>
      c.post('/boards/1/cards', { column_id: 1, title: 'x' }),
    );
    expectNotFound(
      await api.as(TOKENS.manage).post('/boards/99/cards', { column_id: 1, title: 'x' }),
    );
    await expectForbiddenBelow(api, 'edit', (c) =>
      c.post('/boards/1/cards', { column_id: 1, title: 'x' }),
    );
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['missing column', { title: 'x' }, 'column_id'],
    ['column of another board', { column_id: 7, title: 'x' }, 'column_id'],
    ['missing title', { column_id: 1 }, 'title'],
    ['title too long', { column_id: 1, title: 't'.repeat(256) }, 'title'],
    ['content not a document', { column_id: 1, title: 'x', content: 'plain text' }, 'content'],
    [
      'content another JSON',
      { column_id: 1, title: 'x', content: '{"type":"paragraph"}' },
      'content',
    ],
    ['checklist item type', { column_id: 1, title: 'x', type: 'CHECKLIST_ITEM' }, 'type'],
    ['unknown status', { column_id: 1, title: 'x', status: 'DONE' }, 'status'],
    [
      'cover outside the palette',
      { column_id: 1, title: 'x', cover_color: '#123456' },
      'cover_color',
    ],
    ['bad due date', { column_id: 1, title: 'x', due_date: 'soon' }, 'due_date'],
    ['order not an integer', { column_id: 1, title: 'x', order: 'first' }, 'order'],
  ])('422: %s', async (_name, body, key) => {
    expectInvalid(await create(body), key);
  });

  it('a body that is not JSON reads as empty: 422 on required fields', async () => {
    const res = await api.raw('/boards/1/cards', {
      method: 'POST',
      headers: { Authorization: `Bearer ${TOKENS.edit}`, 'Content-Type': 'application/json' },
      body: '{nope',
    });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(body.errors).sort()).toEqual(['column_id', 'title']);
  });
});

describe('mentions in new card content', () => {
  const mentions = [
    { id: 1, label: 'Maya Manager' },
    { id: 2, label: 'Eli Editor' },
    { id: 3, label: 'Ines Interact' },
    { id: 4, label: 'Vic Viewer' },
    { id: 5, label: 'Olga Outsider' },
  ];

  it('notifies mentioned members by their preferences, never the actor or non-members', async () => {
    setMode(1, 'silent');
    const res = await create({ column_id: 1, title: 'Plan', content: docWith('Hello ', mentions) });
    expect(res.status).toBe(201);
    // 1 silent, 2 is the actor, 3 all (app), 4 mentions (app + email), 5 not a member.
    expect(inbox('mention', res.body.id)).toEqual([3, 4]);
    expect(outbox('mention', res.body.id)).toEqual([4]);
  });

  it('assignee mode gets no mention on a card they are not assigned to', async () => {
    setMode(3, 'assignee');
    const res = await create({
      column_id: 1,
      title: 'Plan',
      content: docWith('Hi ', [{ id: 3, label: 'Ines Interact' }]),
    });
    expect(inbox('mention', res.body.id)).toEqual([]);
  });
});

describe('GET /boards/{board}/cards/{card} (extension)', () => {
  it('returns the card with checklists, files, custom_fields, tags and assignees', async () => {
    const res = await api.as(TOKENS.view).get<Record<string, unknown>>('/boards/1/cards/12');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: 12,
      tags_ids: ['3', '1'],
      assignees_ids: ['2'],
      custom_fields: { '1': 5, '2': 'p1', '6': 2 },
      tags: [expect.objectContaining({ id: 1 }), expect.objectContaining({ id: 3 })],
      assignees: [expect.objectContaining({ id: 2, name: 'Eli Editor' })],
      checklists: [
        expect.objectContaining({ id: 2, items_count: 4 }),
        expect.objectContaining({ id: 3 }),
      ],
      files: [
        expect.objectContaining({
          name: 'board-mockup.png',
          download_url: expect.stringMatching(/^http:\/\//),
        }),
      ],
    });
  });

  it('401, 404 for a card of another board or a deleted card, 403 below view', async () => {
    await expectUnauthenticated(api, (c) => c.get('/boards/1/cards/12'));
    expectNotFound(await api.as(TOKENS.manage).get('/boards/1/cards/31'));
    expectNotFound(await api.as(TOKENS.manage).get('/boards/1/cards/27'));
    expectNotFound(await api.as(TOKENS.manage).get('/boards/1/cards/abc'));
    await expectForbiddenBelow(api, 'view', (c) => c.get('/boards/1/cards/12'));
  });
});

describe('PATCH /boards/{board}/cards/{card} (extension)', () => {
  const patch = (id: number, body: Record<string, unknown>, token: string = TOKENS.edit) =>
    api.as(token).patch<Card>(`/boards/1/cards/${id}`, body);

  it('updates attributes', async () => {
    const res = await patch(1, {
      title: 'Dark mode',
      status: 'CLOSED',
      icon: '🌙',
      cover_color: null,
      pinned: true,
      completed: true,
      due_date: '2026-03-12T10:00:00Z',
      tags_ids: [1, 6],
      content: docWith('New text'),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: 'Dark mode',
      status: 'CLOSED',
      cover_color: null,
      pinned_at: api.now.toISOString(),
      completed_at: api.now.toISOString(),
      is_completed: true,
      due_date: '2026-03-12T10:00:00.000Z',
      tags_ids: ['1', '6'],
    });
    const off = await patch(1, {
      pinned: false,
      completed: false,
      status: 'ARCHIVED',
      tags_ids: [],
    });
    expect(off.body).toMatchObject({
      pinned_at: null,
      completed_at: null,
      tags_ids: [],
      archived_at: api.now.toISOString(),
    });
    expect((await patch(1, { status: 'OPEN' })).body.archived_at).toBeNull();
  });

  it('moves a card to another column, renumbering both', async () => {
    const res = await patch(8, { column_id: 3, order: 1 });
    expect(res.body).toMatchObject({ column_id: 3, order: 1 });
    expect(columnOrders(2)).toEqual([
      [7, 1],
      [9, 2],
      [10, 3],
      [11, 4],
    ]);
    expect(columnOrders(3).slice(0, 3)).toEqual([
      [8, 1],
      [12, 2],
      [13, 3],
    ]);
  });

  it('reorders within a column and appends when only the column changes', async () => {
    await patch(7, { order: 5 });
    expect(columnOrders(2).map(([id]) => id)).toEqual([8, 9, 10, 11, 7]);
    const moved = await patch(1, { column_id: 5 });
    expect(moved.body.order).toBe(6);
  });

  it('sets and clears custom field values checked against their definitions', async () => {
    const res = await patch(3, {
      custom_fields: { 2: 'p2', 4: true, 5: '2026-04-01', 6: 3, 3: 'Acme' },
    });
    expect(res.status).toBe(200);
    expect(res.body.custom_fields_count).toBe(6);
    const cleared = await patch(3, { custom_fields: { 3: null } });
    expect(cleared.body.custom_fields_count).toBe(5);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['empty title', { title: '' }, 'title'],
    ['null title', { title: null }, 'title'],
    ['long title', { title: 'x'.repeat(256) }, 'title'],
    ['bad content', { content: '<p>hi</p>' }, 'content'],
    ['bad status', { status: 'LATER' }, 'status'],
    ['column of another board', { column_id: 7 }, 'column_id'],
    ['tag of another board', { tags_ids: [3, 8] }, 'tags_ids.1'],
    ['tag of another tenant', { tags_ids: [9] }, 'tags_ids.0'],
    ['unknown definition', { custom_fields: { 99: 'x' } }, 'custom_fields.99'],
    ['select option not defined', { custom_fields: { 2: 'p9' } }, 'custom_fields.2'],
    ['number over max', { custom_fields: { 1: 101 } }, 'custom_fields.1'],
    ['text over max_length', { custom_fields: { 3: 'x'.repeat(121) } }, 'custom_fields.3'],
    ['checkbox not boolean', { custom_fields: { 4: 'yes' } }, 'custom_fields.4'],
    ['date not ISO', { custom_fields: { 5: 'tomorrow' } }, 'custom_fields.5'],
    ['person not a member', { custom_fields: { 6: 5 } }, 'custom_fields.6'],
    ['pinned not boolean', { pinned: 'yes' }, 'pinned'],
  ])('422: %s', async (_name, body, key) => {
    expectInvalid(await patch(3, body), key);
  });

  it('401, 404, 403 below edit', async () => {
    await expectUnauthenticated(api, (c) => c.patch('/boards/1/cards/3', { title: 'x' }));
    expectNotFound(await patch(31, { title: 'x' }, TOKENS.manage));
    await expectForbiddenBelow(api, 'edit', (c) => c.patch('/boards/1/cards/3', { title: 'x' }));
  });

  it('notifies users newly mentioned in edited content', async () => {
    await patch(7, {
      content: docWith('Owner ', [
        { id: 2, label: 'Eli' },
        { id: 3, label: 'Ines' },
      ]),
    });
    expect(inbox('mention', 7)).toEqual([3]);
  });
});

describe('DELETE /boards/{board}/cards/{card}', () => {
  it('soft-deletes and leaves the status alone (200)', async () => {
    const res = await api.as(TOKENS.edit).delete<Card>('/boards/1/cards/21');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: 21, status: 'CLOSED', deleted_at: api.now.toISOString() });
    expect(api.db().cards.find((c) => c.id === 21)?.deleted_at).toBe(api.now.toISOString());
    expectNotFound(await api.as(TOKENS.edit).get('/boards/1/cards/21'));
    expectNotFound(await api.as(TOKENS.edit).delete('/boards/1/cards/21'));
  });

  it('stop_recurrence stops the series; without it the series goes on', async () => {
    await api.as(TOKENS.edit).delete('/boards/1/cards/10');
    expect(api.db().recurrences[0]?.status).toBe('active');
    const restored = api.db().cards.find((c) => c.id === 10);
    if (restored) restored.deleted_at = null;
    const res = await api
      .as(TOKENS.edit)
      .delete<Card>('/boards/1/cards/10', { stop_recurrence: true });
    expect(res.status).toBe(200);
    expect(res.body.is_recurrent).toBe(false);
    expect(api.db().recurrences[0]).toMatchObject({
      status: 'stopped',
      stopped_at: api.now.toISOString(),
    });
  });

  it('401, 404 for a card of another board, 403 below edit, 422 on stop_recurrence', async () => {
    await expectUnauthenticated(api, (c) => c.delete('/boards/1/cards/3'));
    expectNotFound(await api.as(TOKENS.manage).delete('/boards/2/cards/3'));
    await expectForbiddenBelow(api, 'edit', (c) => c.delete('/boards/1/cards/3'));
    expectInvalid(
      await api.as(TOKENS.edit).delete('/boards/1/cards/3', { stop_recurrence: 'maybe' }),
      'stop_recurrence',
    );
  });
});

describe('POST /boards/{board}/cards/{card}/assignees/sync', () => {
  const sync = (card: number, assignees: unknown, token: string = TOKENS.interact) =>
    api.as(token).post<Card>(`/boards/1/cards/${card}/assignees/sync`, { assignees });

  it('attaches true, detaches false, leaves absent users', async () => {
    const res = await sync(9, { 1: true, 2: false });
    expect(res.status).toBe(200);
    expect(res.body.assignees_ids.sort()).toEqual(['1', '3']);
    expect((await sync(9, null)).body.assignees_ids.sort()).toEqual(['1', '3']);
  });

  it('notifies newly attached assignees only, per preferences', async () => {
    setMode(2, 'assignee', true);
    await sync(9, { 1: true, 2: true, 3: true, 4: true });
    // 1 all (app), 2 already assigned, 3 is the actor, 4 mentions mode: no assignment notices.
    expect(inbox('assigned', 9)).toEqual([1]);
    await sync(9, { 2: false });
    await sync(9, { 2: true });
    expect(inbox('assigned', 9)).toEqual([1, 2]);
    expect(outbox('assigned', 9)).toEqual([2]);
  });

  it('silent members are not notified', async () => {
    setMode(1, 'silent');
    await sync(9, { 1: true });
    expect(inbox('assigned', 9)).toEqual([]);
  });

  it('422 for non-members, deleted users and non-boolean values, keyed by user id', async () => {
    expectInvalid(await sync(9, { 5: true }), 'assignees.5');
    expectInvalid(await sync(9, { 7: true }), 'assignees.7');
    expectInvalid(await sync(9, { 3: 'yes' }), 'assignees.3');
    expectInvalid(await sync(9, 'all'), 'assignees');
  });

  it('401, 404, 403 below interact', async () => {
    await expectUnauthenticated(api, (c) =>
      c.post('/boards/1/cards/9/assignees/sync', { assignees: {} }),
    );
    expectNotFound(await sync(31, { 1: true }, TOKENS.manage));
    await expectForbiddenBelow(api, 'interact', (c) =>
      c.post('/boards/1/cards/9/assignees/sync', { assignees: {} }),
    );
  });
});
