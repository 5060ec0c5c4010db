import { describe, expect, it } from 'vitest';
import { TOKENS, tokensBelow, setupMockServer } from '../../../../test/contract/harness';
import { expectInvalid } from '../../../../test/contract/card-side';

const api = setupMockServer();

interface Column {
  id: number;
  board_id: number;
  name: string;
  order: number;
  color: string | null;
  sort_order: string | null;
  archived_at: string | null;
  deleted_at: string | null;
}

async function orders(): Promise<[number, number][]> {
  const board = await api.as(TOKENS.manage).get<{ columns: Record<string, Column> }>('/boards/1');
  return Object.values(board.body.columns)
    .map((c): [number, number] => [c.id, c.order])
    .sort((a, b) => a[1] - b[1]);
}

describe('POST /boards/{board}/columns', () => {
  it('adds a column at the end (201)', async () => {
    const res = await api.as(TOKENS.edit).post<Column>('/boards/1/columns', {
      name: 'QA',
      description: 'Testing',
      icon: '🧪',
      color: '#06b6d4',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      board_id: 1,
      name: 'QA',
      order: 7,
      color: '#06b6d4',
      archived_at: null,
      deleted_at: null,
    });
    expect(res.body.id).toBeGreaterThan(6);
  });

  it.each([
    [{}, 'name', 'The name field is required.'],
    [{ name: 'x'.repeat(81) }, 'name', 'The name field must not be greater than 80 characters.'],
    [
      { name: 'A', description: 'x'.repeat(301) },
      'description',
      'The description field must not be greater than 300 characters.',
    ],
    [
      { name: 'A', icon: 'x'.repeat(256) },
      'icon',
      'The icon field must not be greater than 255 characters.',
    ],
    [{ name: 'A', color: '#123456' }, 'color', 'The selected color is invalid.'],
    [{ name: 42 }, 'name', 'The name field must be a string.'],
  ])('422 for %j', async (body, key, message) => {
    const res = await api.as(TOKENS.edit).post('/boards/1/columns', body);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ message, errors: { [key]: [message] } });
  });

  it('a body that is not JSON reads as {} (422 on name)', async () => {
    const res = await api.raw('/boards/1/columns', {
      method: 'POST',
      headers: { Authorization: `Bearer ${TOKENS.edit}`, 'Content-Type': 'application/json' },
      body: '{not json',
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ errors: { name: ['The name field is required.'] } });
  });

  it('401, 404, 403 below edit', async () => {
    expect((await api.as(null).post('/boards/1/columns', { name: 'A' })).status).toBe(401);
    expect((await api.as(TOKENS.edit).post('/boards/404/columns', { name: 'A' })).status).toBe(404);
    for (const token of tokensBelow('edit')) {
      expect((await api.as(token).post('/boards/1/columns', { name: 'A' })).status).toBe(403);
    }
  });
});

describe('PATCH /boards/{board}/columns/{column} (extension)', () => {
  it('edits fields, sort order and archiving', async () => {
    const res = await api.as(TOKENS.edit).patch<Column>('/boards/1/columns/1', {
      name: 'Inbox',
      color: null,
      sort_order: '-due_date',
      archived: true,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: 1,
      name: 'Inbox',
      color: null,
      sort_order: '-due_date',
      archived_at: api.now.toISOString(),
    });
    const back = await api
      .as(TOKENS.edit)
      .patch<Column>('/boards/1/columns/1', { archived: false, sort_order: null });
    expect(back.body).toMatchObject({ archived_at: null, sort_order: null });
  });

  it('sets and clears a soft WIP limit (CONTRACT 4b), shown in the board read', async () => {
    const set = await api
      .as(TOKENS.edit)
      .patch<Column & { wip_limit: number | null }>('/boards/1/columns/2', { wip_limit: 3 });
    expect(set.status).toBe(200);
    expect(set.body.wip_limit).toBe(3);
    const board = await api
      .as(TOKENS.edit)
      .get<{ columns: Record<string, { wip_limit: number | null }> }>('/boards/1');
    expect(board.body.columns['2']?.wip_limit).toBe(3);
    expect(board.body.columns['1']?.wip_limit).toBeNull();
    for (const wrong of [0, -1, 1.5, 'three', 1000]) {
      expectInvalid(
        await api.as(TOKENS.edit).patch('/boards/1/columns/2', { wip_limit: wrong }),
        'wip_limit',
      );
    }
    const cleared = await api
      .as(TOKENS.edit)
      .patch<{ wip_limit: number | null }>('/boards/1/columns/2', { wip_limit: null });
    expect(cleared.body.wip_limit).toBeNull();
  });

  it('moves a column and renumbers the others', async () => {
    const res = await api.as(TOKENS.edit).patch<Column>('/boards/1/columns/5', { order: 1 });
    expect(res.body.order).toBe(1);
    expect(await orders()).toEqual([
      [5, 1],
      [1, 2],
      [2, 3],
      [3, 4],
      [4, 5],
      [6, 6],
    ]);
  });

  it.each([
    [{ name: '' }, 'name', 'The name field is required.'],
    [{ order: 0 }, 'order', 'The order field must be at least 1.'],
    [{ order: 'first' }, 'order', 'The order field must be an integer.'],
    [{ sort_order: 'colour' }, 'sort_order', 'The selected sort order is invalid.'],
    [{ archived: 'maybe' }, 'archived', 'The archived field must be true or false.'],
    [{ color: 'blue' }, 'color', 'The selected color is invalid.'],
  ])('422 for %j', async (body, key, message) => {
    const res = await api.as(TOKENS.edit).patch('/boards/1/columns/2', body);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ errors: { [key]: [message] } });
  });

  it('404 for a column of another board or a deleted one; 403 below edit', async () => {
    expect((await api.as(TOKENS.manage).patch('/boards/1/columns/7', { name: 'x' })).status).toBe(
      404,
    );
    await api.as(TOKENS.manage).post('/boards/1/columns/delete/batch', { ids: [2] });
    expect((await api.as(TOKENS.manage).patch('/boards/1/columns/2', { name: 'x' })).status).toBe(
      404,
    );
    for (const token of tokensBelow('edit')) {
      expect((await api.as(token).patch('/boards/1/columns/1', { name: 'x' })).status).toBe(403);
    }
  });
});

describe('POST /boards/{board}/columns/delete/batch', () => {
  it('soft-deletes the listed columns and returns them', async () => {
    const res = await api
      .as(TOKENS.manage)
      .post<Column[]>('/boards/1/columns/delete/batch', { ids: [5, 6] });
    expect(res.status).toBe(200);
    expect(res.body.map((c) => [c.id, c.deleted_at])).toEqual([
      [5, api.now.toISOString()],
      [6, api.now.toISOString()],
    ]);
    const board = await api
      .as(TOKENS.manage)
      .get<{ columns: Record<string, Column>; cards: { column_id: number }[] }>('/boards/1');
    expect(Object.keys(board.body.columns).sort()).toEqual(['1', '2', '3', '4']);
    expect(board.body.cards.some((c) => c.column_id === 5)).toBe(false);
  });

  it.each([
    [{}, 'ids', 'The ids field is required.'],
    [{ ids: [] }, 'ids', 'The ids field is required.'],
    [{ ids: {} }, 'ids', 'The ids field is required.'],
    [{ ids: 3 }, 'ids', 'The ids field must be an array.'],
    [{ ids: [1, 7] }, 'ids.1', 'The selected ids.1 is invalid.'],
    [{ ids: [1, 'x'] }, 'ids.1', 'The ids.1 field must be an integer.'],
    [{ ids: [1, 1] }, 'ids.1', 'The ids.1 field has a duplicate value.'],
  ])('422 for %j', async (body, key, message) => {
    const res = await api.as(TOKENS.manage).post('/boards/1/columns/delete/batch', body);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ message, errors: { [key]: [message] } });
    expect(api.db().columns.every((c) => c.deleted_at == null)).toBe(true);
  });

  it('403 below manage (checked before validation), 404, 401', async () => {
    for (const token of tokensBelow('manage')) {
      expect(
        (await api.as(token).post('/boards/1/columns/delete/batch', { ids: 'x' })).status,
      ).toBe(403);
    }
    expect(
      (await api.as(TOKENS.manage).post('/boards/12/columns/delete/batch', { ids: [1] })).status,
    ).toBe(404);
    expect((await api.as(null).post('/boards/1/columns/delete/batch', { ids: [1] })).status).toBe(
      401,
    );
  });
});
