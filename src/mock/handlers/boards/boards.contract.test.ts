import { describe, expect, it } from 'vitest';
import { TOKENS, tokensBelow, setupMockServer } from '../../../../test/contract/harness';

const api = setupMockServer();

interface BoardRead {
  id: number;
  members: Record<string, { deleted_at: string | null; pivot: { permission: string } }>;
  tags: Record<string, { board_id: number | null }>;
  columns: Record<string, { archived_at: string | null }>;
  cards: {
    id: number;
    tags_ids: (string | null)[];
    assignees_ids: (string | null)[];
    is_time_tracking: number;
    due_date_status: string | null;
    checklist_items: number;
    checklist_items_completed: number;
    comments_count: number;
    files_count: number;
    custom_fields_count: number;
    custom_fields: Record<string, unknown>;
    is_recurrent: boolean;
    is_completed: boolean;
    deleted_at: string | null;
  }[];
  custom_field_definitions: { type: string; is_required: boolean }[];
  permissions: Record<string, boolean>;
  preferences: { view_mode: string; notification: Record<string, unknown> };
}

describe('GET /boards/{board}', () => {
  it('returns the full working set with the listing wire shapes', async () => {
    const res = await api.as(TOKENS.manage).get<BoardRead>('/boards/1');
    expect(res.status).toBe(200);
    const board = res.body;
    expect(board.id).toBe(1);
    expect(Object.keys(board.columns)).toHaveLength(6);
    expect(Object.values(board.columns).filter((c) => c.archived_at != null)).toHaveLength(1);
    expect(board.cards.length).toBeGreaterThanOrEqual(29);
    expect(board.cards.every((c) => c.deleted_at == null)).toBe(true);
    expect(Object.values(board.tags).some((t) => t.board_id == null)).toBe(true);
    expect(new Set(board.custom_field_definitions.map((d) => d.type))).toEqual(
      new Set(['text', 'number', 'select', 'checkbox', 'date', 'person']),
    );
    expect(board.permissions).toEqual({ view: true, interact: true, edit: true, manage: true });
    expect(board.preferences).toEqual({
      view_mode: 'view_kanban',
      notification: {
        notification_mode: 'all',
        is_notified_through_app: true,
        is_notified_through_email: false,
      },
    });
    const untagged = board.cards.find((c) => c.tags_ids[0] === null);
    expect(untagged?.tags_ids).toEqual([null]);
    const tagged = board.cards.find((c) => c.id === 12);
    expect(tagged?.tags_ids.every((id) => typeof id === 'string')).toBe(true);
    expect(tagged?.assignees_ids).toEqual(['2']);
    expect(tagged?.is_time_tracking).toBe(1);
    expect(tagged?.checklist_items).toBe(5);
    expect(tagged?.checklist_items_completed).toBe(2);
    expect(tagged?.comments_count).toBe(3);
    expect(tagged?.files_count).toBe(1);
    expect(tagged?.custom_fields_count).toBe(3);
    expect(Object.keys(tagged?.custom_fields ?? {})).toHaveLength(3);
    expect(board.cards.find((c) => c.id === 10)?.is_recurrent).toBe(true);
    expect(board.cards.find((c) => c.id === 22)?.is_completed).toBe(true);
  });

  it('the timer flag is per caller', async () => {
    const res = await api.as(TOKENS.edit).get<BoardRead>('/boards/1');
    expect(res.body.cards.find((c) => c.id === 12)?.is_time_tracking).toBe(0);
    expect(res.body.permissions).toEqual({ view: true, interact: true, edit: true, manage: false });
  });

  it('lists soft-deleted users among members', async () => {
    const res = await api.as(TOKENS.view).get<BoardRead>('/boards/1');
    expect(res.body.members['7']?.deleted_at).not.toBeNull();
  });

  it('returns only the requested attributes, ignoring unknown names', async () => {
    const res = await api
      .as(TOKENS.view)
      .get('/boards/1?attributes[]=name&attributes[]=visibility&attributes[]=nope');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ board: { name: 'Product Roadmap', visibility: 'private' } });
  });

  it('gives same-tenant non-members view on a public board', async () => {
    const res = await api.as(TOKENS.outsider).get<BoardRead>('/boards/3');
    expect(res.status).toBe(200);
    expect(res.body.permissions).toEqual({
      view: true,
      interact: false,
      edit: false,
      manage: false,
    });
  });

  it('401 without a token or with a bad one', async () => {
    for (const token of [null, 'nope']) {
      const res = await api.as(token).get('/boards/1');
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: expect.any(String) });
    }
  });

  it('404 for a missing board or a non-integer id, even before permission', async () => {
    for (const path of ['/boards/999', '/boards/abc']) {
      const res = await api.as(TOKENS.stranger).get(path);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: expect.any(String) });
    }
  });

  it('403 for non-members of a private board and for other tenants even on public boards', async () => {
    for (const [token, board] of [
      [TOKENS.outsider, 1],
      [TOKENS.stranger, 1],
      [TOKENS.stranger, 3],
      [TOKENS.manage, 4],
    ] as const) {
      const res = await api.as(token).get(`/boards/${board}`);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: expect.any(String) });
    }
  });
});

describe('PATCH /boards/{board}', () => {
  it('updates attributes (edit) and returns the board', async () => {
    const res = await api
      .as(TOKENS.edit)
      .patch('/boards/1', { name: '  Roadmap 2027 ', description: null, unknown: 1 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: 1,
      name: 'Roadmap 2027',
      description: null,
      updated_at: api.now.toISOString(),
    });
  });

  it('403 below edit; members/visibility need manage', async () => {
    for (const token of tokensBelow('edit')) {
      expect((await api.as(token).patch('/boards/1', { name: 'x' })).status).toBe(403);
    }
    for (const token of tokensBelow('manage')) {
      const res = await api
        .as(token)
        .patch('/boards/1', { visibility: 'public', members: [{ id: 1, permission: 'manage' }] });
      expect(res.status).toBe(403);
    }
  });

  it('403 comes before 422', async () => {
    expect((await api.as(TOKENS.view).patch('/boards/1', { name: '' })).status).toBe(403);
  });

  it.each([
    [{ name: '' }, 'name', 'The name field is required.'],
    [{ name: 'x'.repeat(81) }, 'name', 'The name field must not be greater than 80 characters.'],
    [
      { description: 'x'.repeat(601) },
      'description',
      'The description field must not be greater than 600 characters.',
    ],
    [{ parent_id: 999 }, 'parent_id', 'The selected parent id is invalid.'],
    [{ parent_id: 4 }, 'parent_id', 'The selected parent id is invalid.'],
    [{ parent_id: 'a' }, 'parent_id', 'The parent id field must be an integer.'],
    [{ order_cards_by: 'colour' }, 'order_cards_by', 'The selected order cards by is invalid.'],
    [
      { visibility: 'public' },
      'members',
      'The members field is required when visibility is present.',
    ],
    [
      { members: [{ id: 1, permission: 'manage' }] },
      'visibility',
      'The visibility field is required when members is present.',
    ],
    [
      { visibility: 'secret', members: [{ id: 1, permission: 'manage' }] },
      'visibility',
      'The selected visibility is invalid.',
    ],
    [
      {
        visibility: 'private',
        members: [
          { id: 1, permission: 'manage' },
          { id: 2, permission: 'boss' },
        ],
      },
      'members.1.permission',
      'The selected members.1.permission is invalid.',
    ],
    [
      { visibility: 'private', members: [{ id: 1, permission: 'manage' }, { permission: 'view' }] },
      'members.1.id',
      'The members.1.id field is required.',
    ],
    [
      {
        visibility: 'private',
        members: [
          { id: 1, permission: 'manage' },
          { id: 6, permission: 'view' },
        ],
      },
      'members.1.id',
      'The selected members.1.id is invalid.',
    ],
    [
      {
        visibility: 'private',
        members: [
          { id: 1, permission: 'manage' },
          { id: 1, permission: 'view' },
        ],
      },
      'members.1.id',
      'The members.1.id field has a duplicate value.',
    ],
    [
      { visibility: 'private', members: [{ id: 1, permission: 'edit' }] },
      'members',
      'The members field must keep at least one member with the manage permission.',
    ],
    [{ visibility: 'private', members: 'all' }, 'members', 'The members field must be an array.'],
  ])('422 for %j on %s', async (body, key, message) => {
    const res = await api.as(TOKENS.manage).patch('/boards/1', body);
    expect(res.status).toBe(422);
    const payload = res.body as { message: string; errors: Record<string, string[]> };
    expect(payload.errors[key]).toEqual([message]);
    expect(payload.message).toBe(Object.values(payload.errors)[0]?.[0]);
  });

  it('rejects a parent cycle and self-parenting', async () => {
    for (const parent of [1, 2]) {
      const res = await api.as(TOKENS.manage).patch('/boards/1', { parent_id: parent });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ errors: { parent_id: [expect.stringContaining('cycle')] } });
    }
  });

  it('nests under another board of the tenant and un-nests with null', async () => {
    const nested = await api.as(TOKENS.manage).patch('/boards/2', { parent_id: 3 });
    expect(nested.body).toMatchObject({ parent_id: 3 });
    const root = await api.as(TOKENS.manage).patch('/boards/2', { parent_id: null });
    expect(root.body).toMatchObject({ parent_id: null });
  });

  it('synchronizes members: adds, changes, removes omitted ones', async () => {
    const res = await api.as(TOKENS.manage).patch('/boards/1', {
      visibility: 'public',
      members: [
        { id: 1, permission: 'manage' },
        { id: 2, permission: 'view' },
        { id: 5, permission: 'interact' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ visibility: 'public' });
    const members = await api
      .as(TOKENS.manage)
      .get<{ id: number; pivot: { permission: string } }[]>('/boards/1/members');
    expect(members.body.map((m) => [m.id, m.pivot.permission]).sort()).toEqual([
      [1, 'manage'],
      [2, 'view'],
      [5, 'interact'],
    ]);
    expect((await api.as(TOKENS.interact).get('/boards/1/members')).status).toBe(200); // public now
    expect((await api.as(TOKENS.edit).patch('/boards/1', { name: 'x' })).status).toBe(403);
  });

  it('notifies members of changes according to their preferences, never the actor', async () => {
    await api
      .as(TOKENS.edit)
      .patch('/boards/1/members/myself/notifications/preferences', { notification_mode: 'silent' });
    await api.as(TOKENS.interact).patch('/boards/1/members/myself/notifications/preferences', {
      is_notified_through_email: true,
    });
    const before = api.db().notifications.length;
    await api.as(TOKENS.manage).patch('/boards/1', { name: 'Renamed' });
    const added = api.db().notifications.slice(before);
    // Eli is silent; Vic is mentions-only (seed); Dana is deleted; Maya is the actor.
    expect(added.map((n) => [n.user_id, n.kind, n.board_id, n.card_id, n.actor_id])).toEqual([
      [3, 'board_updated', 1, null, 1],
    ]);
    expect(api.db().emails.map((e) => e.user_id)).toEqual([3]);
    const inbox = await api
      .as(TOKENS.interact)
      .get<{ kind: string; actor: { id: number } }[]>('/notifications');
    expect(inbox.body[0]).toMatchObject({ kind: 'board_updated', actor: { id: 1 }, read_at: null });
  });

  it('does not notify when nothing changed', async () => {
    const before = api.db().notifications.length;
    await api.as(TOKENS.manage).patch('/boards/1', { name: 'Product Roadmap' });
    expect(api.db().notifications.length).toBe(before);
  });
});
