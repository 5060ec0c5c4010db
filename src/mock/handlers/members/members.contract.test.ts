import { describe, expect, it } from 'vitest';
import { TOKENS, tokensBelow, setupMockServer } from '../../../../test/contract/harness';

const api = setupMockServer();

interface Member {
  id: number;
  name: string;
  deleted_at: string | null;
  pivot: { board_id: number; user_id: number; permission: string; view_mode: string | null };
}

describe('GET /boards/{board}/members', () => {
  it('lists every member with the pivot, soft-deleted users included', async () => {
    const res = await api.as(TOKENS.view).get<Member[]>('/boards/1/members');
    expect(res.status).toBe(200);
    expect(res.body.map((m) => m.id).sort()).toEqual([1, 2, 3, 4, 7]);
    const departed = res.body.find((m) => m.id === 7);
    expect(departed?.deleted_at).toEqual(expect.any(String));
    expect(departed?.pivot).toMatchObject({ board_id: 1, user_id: 7, permission: 'edit' });
    expect(Object.keys(res.body[0] ?? {})).toEqual(
      expect.arrayContaining([
        'uuid',
        'email',
        'avatar_url',
        'username',
        'company_name',
        'role',
        'status',
      ]),
    );
  });

  it('401, 404, 403', async () => {
    expect((await api.as(null).get('/boards/1/members')).status).toBe(401);
    expect((await api.as(TOKENS.view).get('/boards/99/members')).status).toBe(404);
    for (const token of tokensBelow('view')) {
      expect((await api.as(token).get('/boards/1/members')).status).toBe(403);
    }
  });
});

describe('GET /boards/{board}/members/mentionables', () => {
  it('returns live members by name with the short shape', async () => {
    const res = await api
      .as(TOKENS.view)
      .get<{ id: number; name: string }[]>('/boards/1/members/mentionables');
    expect(res.status).toBe(200);
    expect(res.body.map((u) => u.name)).toEqual([
      'Eli Editor',
      'Ines Interact',
      'Maya Manager',
      'Vic Viewer',
    ]);
    expect(Object.keys(res.body[0] ?? {}).sort()).toEqual([
      'avatar_url',
      'email',
      'id',
      'name',
      'uuid',
    ]);
  });

  it('filters by name or e-mail substring, case-insensitively', async () => {
    const byName = await api
      .as(TOKENS.view)
      .get<{ id: number }[]>('/boards/1/members/mentionables?filter=MAN');
    expect(byName.body.map((u) => u.id)).toEqual([1]);
    const byEmail = await api
      .as(TOKENS.view)
      .get<{ id: number }[]>('/boards/1/members/mentionables?filter=eli.editor%40');
    expect(byEmail.body.map((u) => u.id)).toEqual([2]);
  });

  it('caps the list at 50, ordered by name', async () => {
    const colleagues = api
      .db()
      .users.filter((u) => u.id > 7 && u.cuid === 'acme')
      .map((u) => ({ id: u.id, permission: 'view' }));
    const members = [{ id: 1, permission: 'manage' }, ...colleagues];
    expect(
      (await api.as(TOKENS.manage).patch('/boards/1', { visibility: 'private', members })).status,
    ).toBe(200);
    const res = await api
      .as(TOKENS.manage)
      .get<{ name: string }[]>('/boards/1/members/mentionables');
    expect(res.body).toHaveLength(50);
    const names = res.body.map((u) => u.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names[0]).toBe('Ada Archer');
  });

  it('403 below view, 404 for a missing board', async () => {
    for (const token of tokensBelow('view')) {
      expect((await api.as(token).get('/boards/1/members/mentionables')).status).toBe(403);
    }
    expect((await api.as(TOKENS.view).get('/boards/0/members/mentionables')).status).toBe(404);
  });
});

describe('PATCH /boards/{board}/members/myself/notifications/preferences', () => {
  const path = '/boards/1/members/myself/notifications/preferences';

  it('stores and returns the caller’s preferences only', async () => {
    const res = await api
      .as(TOKENS.view)
      .patch(path, { notification_mode: 'assignee', is_notified_through_app: false });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      notification_mode: 'assignee',
      is_notified_through_app: false,
      is_notified_through_email: true,
    });
    const board = await api
      .as(TOKENS.view)
      .get<{ preferences: { notification: unknown } }>('/boards/1');
    expect(board.body.preferences.notification).toEqual(res.body);
    const other = await api
      .as(TOKENS.edit)
      .get<{ preferences: { notification: unknown } }>('/boards/1');
    expect(other.body.preferences.notification).toEqual({
      notification_mode: 'all',
      is_notified_through_app: true,
      is_notified_through_email: false,
    });
  });

  it('an empty body keeps the defaults', async () => {
    const res = await api.as(TOKENS.edit).patch(path, {});
    expect(res.body).toEqual({
      notification_mode: 'all',
      is_notified_through_app: true,
      is_notified_through_email: false,
    });
  });

  it.each([
    [
      { notification_mode: 'loud' },
      'notification_mode',
      'The selected notification mode is invalid.',
    ],
    [
      { is_notified_through_app: 'yes' },
      'is_notified_through_app',
      'The is notified through app field must be true or false.',
    ],
    [
      { is_notified_through_email: null },
      'is_notified_through_email',
      'The is notified through email field must be true or false.',
    ],
  ])('422 for %j', async (body, key, message) => {
    const res = await api.as(TOKENS.view).patch(path, body);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message, errors: { [key]: [message] } });
  });

  it('a non-member of a public board gets 403 although they can view it', async () => {
    expect((await api.as(TOKENS.outsider).get('/boards/3')).status).toBe(200);
    expect(
      (
        await api
          .as(TOKENS.outsider)
          .patch('/boards/3/members/myself/notifications/preferences', {})
      ).status,
    ).toBe(403);
    for (const token of [TOKENS.outsider, TOKENS.stranger]) {
      expect((await api.as(token).patch(path, {})).status).toBe(403);
    }
    expect((await api.as(null).patch(path, {})).status).toBe(401);
    expect(
      (await api.as(TOKENS.view).patch('/boards/42/members/myself/notifications/preferences', {}))
        .status,
    ).toBe(404);
  });
});
