import { describe, expect, it } from 'vitest';
import { setupMockServer, TOKENS } from '../../../../test/contract/harness';

/** POST /boards (CONTRACT.md 4c). Board 1: Maya manages, Eli edits, Ines interacts. */
const api = setupMockServer();

interface CreatedBoard {
  id: number;
  name: string;
  description: string | null;
  icon: string | null;
  visibility: string;
  parent_id: number | null;
  user_id: number | null;
  cuid: string;
  permissions: Record<string, boolean>;
}

interface BoardRead {
  columns: Record<string, unknown> | unknown[];
  cards: unknown[];
  members: Record<string, { pivot: { permission: string } }>;
}

const postWithKey = (token: string, body: unknown, key: string) =>
  api.raw('/boards', {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      'Idempotency-Key': key,
    },
    body: JSON.stringify(body),
  });

describe('POST /boards', () => {
  it('creates a private board the caller manages, with no columns, listed by GET /boards', async () => {
    const me = await api.as(TOKENS.interact).get<{ id: number; cuid: string }>('/me');
    const res = await api.as(TOKENS.interact).post<CreatedBoard>('/boards', {
      name: '  Launch  ',
      description: 'Everything for the launch',
      icon: '🚀',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Launch',
      description: 'Everything for the launch',
      icon: '🚀',
      visibility: 'private',
      parent_id: null,
      user_id: me.body.id,
      cuid: me.body.cuid,
      archived_at: null,
      deleted_at: null,
      created_at: api.now.toISOString(),
    });
    expect(res.body.permissions).toEqual({ view: true, interact: true, edit: true, manage: true });

    const read = await api.as(TOKENS.interact).get<BoardRead>(`/boards/${res.body.id}`);
    expect(read.status).toBe(200);
    expect(Object.keys(read.body.columns)).toHaveLength(0);
    expect(read.body.cards).toHaveLength(0);
    expect(read.body.members[String(me.body.id)]?.pivot.permission).toBe('manage');
    expect(Object.keys(read.body.members)).toHaveLength(1);

    const list = await api.as(TOKENS.interact).get<CreatedBoard[]>('/boards');
    expect(list.body.find((b) => b.id === res.body.id)?.permissions.manage).toBe(true);
    // Someone else of the tenant does not see a private board they are not on.
    const other = await api.as(TOKENS.outsider).get<CreatedBoard[]>('/boards');
    expect(other.body.some((b) => b.id === res.body.id)).toBe(false);
  });

  it('a public board nested under one the caller may edit', async () => {
    const res = await api
      .as(TOKENS.edit)
      .post<CreatedBoard>('/boards', { name: 'Sub', visibility: 'public', parent_id: 1 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ visibility: 'public', parent_id: 1 });
    const outsider = await api.as(TOKENS.outsider).get<CreatedBoard[]>('/boards');
    expect(outsider.body.some((b) => b.id === res.body.id)).toBe(true);
  });

  it.each([
    [{}, 'name'],
    [{ name: '   ' }, 'name'],
    [{ name: 'x'.repeat(81) }, 'name'],
    [{ name: 'Ok', description: 'x'.repeat(601) }, 'description'],
    [{ name: 'Ok', visibility: 'secret' }, 'visibility'],
    [{ name: 'Ok', parent_id: 999 }, 'parent_id'],
    [{ name: 'Ok', parent_id: 'one' }, 'parent_id'],
  ])('422 for %j on %s', async (body, key) => {
    const before = api.db().boards.length;
    const res = await api
      .as(TOKENS.manage)
      .post<{ message: string; errors: object }>('/boards', body);
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty(key);
    expect(res.body.message).toEqual(expect.any(String));
    expect(api.db().boards).toHaveLength(before);
  });

  it('accepts 80 characters of name and 600 of description', async () => {
    const res = await api
      .as(TOKENS.manage)
      .post('/boards', { name: 'n'.repeat(80), description: 'd'.repeat(600) });
    expect(res.status).toBe(201);
  });

  it('a parent the caller may only interact with, or of another tenant, is 422 on parent_id', async () => {
    const interact = await api.as(TOKENS.interact).post('/boards', { name: 'Sub', parent_id: 1 });
    expect(interact.status).toBe(422);
    expect(interact.body).toMatchObject({ errors: { parent_id: [expect.any(String)] } });
    const stranger = await api.as(TOKENS.stranger).post('/boards', { name: 'Sub', parent_id: 1 });
    expect(stranger.status).toBe(422);
  });

  it('401 without a token', async () => {
    const res = await api.as(null).post('/boards', { name: 'No' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: expect.any(String) });
  });

  it('honours Idempotency-Key: a resend answers the first board and creates nothing', async () => {
    const before = api.db().boards.length;
    const first = await postWithKey(TOKENS.manage, { name: 'Once' }, 'board-key-1');
    const again = await postWithKey(TOKENS.manage, { name: 'Once' }, 'board-key-1');
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(await first.json());
    expect(api.db().boards).toHaveLength(before + 1);
    const other = await postWithKey(TOKENS.manage, { name: 'Once' }, 'board-key-2');
    expect(other.status).toBe(201);
    expect(api.db().boards).toHaveLength(before + 2);
  });
});
