import { describe, expect, it } from 'vitest';
import { setupMockServer, TOKENS } from '../../../../test/contract/harness';
import {
  expectForbiddenBelow,
  expectInvalid,
  expectNotFound,
  expectUnauthenticated,
} from '../../../../test/contract/card-side';

const api = setupMockServer();

interface Item {
  id: number;
  checklist_id: number;
  title: string;
  is_completed: boolean;
  completed_at: string | null;
  due_date: string | null;
  due_date_status: string | null;
  assignees: { id: number; uuid: string; name: string; avatar_url: string | null }[];
}
interface Checklist {
  id: number;
  card_id: number;
  title: string;
  items: Item[];
  items_count: number;
  items_completed_count: number;
}

const cardCounters = async (card: number) => {
  const res = await api
    .as(TOKENS.view)
    .get<{ checklist_items: number; checklist_items_completed: number }>(`/boards/1/cards/${card}`);
  return [res.body.checklist_items, res.body.checklist_items_completed];
};

describe('GET /boards/{board}/cards/{card}/checklists/{checklist}', () => {
  it('returns the checklist with items and counters', async () => {
    const res = await api.as(TOKENS.view).get<Checklist>('/boards/1/cards/12/checklists/2');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: 2,
      card_id: 12,
      title: 'Definition of done',
      items_count: 4,
      items_completed_count: 2,
    });
    expect(res.body.items[0]).toMatchObject({
      title: 'Parser',
      is_completed: true,
      completed_at: expect.any(String),
      assignees: [{ id: 2, uuid: expect.any(String), name: 'Eli Editor', avatar_url: null }],
    });
    expect(res.body.items[2]).toMatchObject({ title: 'Notifications', due_date_status: 'NEAR' });
  });

  it('401, 404 for a checklist of another card or a card of another board, 403 below view', async () => {
    await expectUnauthenticated(api, (c) => c.get('/boards/1/cards/12/checklists/2'));
    expectNotFound(await api.as(TOKENS.manage).get('/boards/1/cards/9/checklists/2'));
    expectNotFound(await api.as(TOKENS.manage).get('/boards/2/cards/12/checklists/2'));
    expectNotFound(await api.as(TOKENS.manage).get('/boards/1/cards/12/checklists/99'));
    await expectForbiddenBelow(api, 'view', (c) => c.get('/boards/1/cards/12/checklists/2'));
  });
});

describe('PATCH /boards/{board}/cards/{card}/checklists/{checklist}', () => {
  it('renames (edit)', async () => {
    const res = await api
      .as(TOKENS.edit)
      .patch<Checklist>('/boards/1/cards/12/checklists/2', { title: 'DoD' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: 2, title: 'DoD', items_count: 4 });
  });

  it('422 without a title, 404 nesting, 403 below edit, 401', async () => {
    expectInvalid(await api.as(TOKENS.edit).patch('/boards/1/cards/12/checklists/2', {}), 'title');
    expectInvalid(
      await api
        .as(TOKENS.edit)
        .patch('/boards/1/cards/12/checklists/2', { title: 'x'.repeat(256) }),
      'title',
    );
    expectNotFound(
      await api.as(TOKENS.edit).patch('/boards/1/cards/9/checklists/2', { title: 'x' }),
    );
    await expectForbiddenBelow(api, 'edit', (c) =>
      c.patch('/boards/1/cards/12/checklists/2', { title: 'x' }),
    );
    await expectUnauthenticated(api, (c) =>
      c.patch('/boards/1/cards/12/checklists/2', { title: 'x' }),
    );
  });
});

describe('POST /boards/{board}/cards/{card}/checklists (extension)', () => {
  it('creates an empty checklist (201)', async () => {
    const res = await api
      .as(TOKENS.edit)
      .post<Checklist>('/boards/1/cards/1/checklists', { title: 'Launch' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      card_id: 1,
      title: 'Launch',
      items: [],
      items_count: 0,
      items_completed_count: 0,
    });
  });

  it('422, 404, 403 below edit, 401', async () => {
    expectInvalid(
      await api.as(TOKENS.edit).post('/boards/1/cards/1/checklists', { title: '  ' }),
      'title',
    );
    expectNotFound(await api.as(TOKENS.edit).post('/boards/1/cards/31/checklists', { title: 'x' }));
    await expectForbiddenBelow(api, 'edit', (c) =>
      c.post('/boards/1/cards/1/checklists', { title: 'x' }),
    );
    await expectUnauthenticated(api, (c) => c.post('/boards/1/cards/1/checklists', { title: 'x' }));
  });
});

describe('POST .../checklists/{checklist}/items', () => {
  const add = (
    body: unknown,
    token: string = TOKENS.interact,
    path = '/boards/1/cards/12/checklists/3/items',
  ) => api.as(token).post<Item>(path, body);

  it('appends an item, not completed, with due date and assignees; card counters follow', async () => {
    expect(await cardCounters(12)).toEqual([5, 2]);
    const res = await add({
      title: 'Keyboard check',
      due_date: '2026-03-20T10:00:00Z',
      assignees: { 1: true, 3: true, 2: false },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      checklist_id: 3,
      title: 'Keyboard check',
      is_completed: false,
      completed_at: null,
      due_date: '2026-03-20T10:00:00.000Z',
      due_date_status: 'FAR',
    });
    expect(res.body.assignees.map((a) => a.id).sort()).toEqual([1, 3]);
    expect(await cardCounters(12)).toEqual([6, 2]);
    const list = await api.as(TOKENS.view).get<Checklist>('/boards/1/cards/12/checklists/3');
    expect(list.body.items.map((i) => i.title)).toEqual(['Screen reader check', 'Keyboard check']);
  });

  it.each<[string, unknown, string]>([
    ['missing title', {}, 'title'],
    ['long title', { title: 'x'.repeat(256) }, 'title'],
    ['bad due date', { title: 'x', due_date: 'later' }, 'due_date'],
    ['non-member assignee', { title: 'x', assignees: { 5: true } }, 'assignees.5'],
    ['non-boolean assignee', { title: 'x', assignees: { 3: 'y' } }, 'assignees.3'],
  ])('422: %s', async (_name, body, key) => {
    expectInvalid(await add(body), key);
  });

  it('401, 404 nesting, 403 below interact', async () => {
    await expectUnauthenticated(api, (c) =>
      c.post('/boards/1/cards/12/checklists/3/items', { title: 'x' }),
    );
    expectNotFound(
      await add({ title: 'x' }, TOKENS.manage, '/boards/1/cards/9/checklists/3/items'),
    );
    await expectForbiddenBelow(api, 'interact', (c) =>
      c.post('/boards/1/cards/12/checklists/3/items', { title: 'x' }),
    );
  });
});

describe('PATCH .../checklists/{checklist}/items/{item} (extension)', () => {
  const path = '/boards/1/cards/12/checklists/2/items/6';
  it('ticks and unticks (completed_at follows), renames, dates and assigns; counters follow', async () => {
    const done = await api.as(TOKENS.interact).patch<Item>(path, { is_completed: true });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      id: 6,
      is_completed: true,
      completed_at: api.now.toISOString(),
      due_date_status: null,
    });
    expect(await cardCounters(12)).toEqual([5, 3]);
    const edited = await api.as(TOKENS.interact).patch<Item>(path, {
      is_completed: false,
      title: 'Notify',
      due_date: null,
      assignees: { 3: true },
    });
    expect(edited.body).toMatchObject({
      is_completed: false,
      completed_at: null,
      title: 'Notify',
      due_date: null,
    });
    expect(edited.body.assignees.map((a) => a.id)).toEqual([3]);
    expect(await cardCounters(12)).toEqual([5, 2]);
  });

  it('422, 404 for an item of another checklist, 403 below interact, 401', async () => {
    expectInvalid(await api.as(TOKENS.interact).patch(path, { title: '' }), 'title');
    expectInvalid(
      await api.as(TOKENS.interact).patch(path, { is_completed: 'done' }),
      'is_completed',
    );
    expectInvalid(
      await api.as(TOKENS.interact).patch(path, { assignees: { 6: true } }),
      'assignees.6',
    );
    expectNotFound(
      await api
        .as(TOKENS.interact)
        .patch('/boards/1/cards/12/checklists/3/items/6', { title: 'x' }),
    );
    await expectForbiddenBelow(api, 'interact', (c) => c.patch(path, { is_completed: true }));
    await expectUnauthenticated(api, (c) => c.patch(path, { is_completed: true }));
  });
});
