import { describe, expect, it } from 'vitest';
import {
  setupMockServer,
  TOKENS,
  tokensBelow,
  type ApiResult,
  type Caller,
} from '../../../test/contract/harness';
import { docWith, expectInvalid, expectNotFound } from '../../../test/contract/card-side';
import { routes } from './index';

/**
 * Every endpoint of api-spec.md section 4 and of CONTRACT.md section 4, one row each: 401
 * without and with a bad token, 404 for a missing board (board-scoped rows) or a missing
 * resource, 403 for every level below the one CONTRACT.md section 2 requires, success at exactly
 * that level, and the check order of CONTRACT.md section 1 (token, then 404, then 403, then 422).
 */

const api = setupMockServer();

type Level = Parameters<typeof tokensBelow>[0];
type Method = 'get' | 'post' | 'patch' | 'delete';

interface Endpoint {
  method: Method;
  /** A path that succeeds at `level` (board 1 and resources nested in it, for board rows). */
  path: string;
  body?: unknown;
  /** The level required on board 1; `user`: any authenticated user. */
  level: Level | 'user';
  /** The success status at exactly `level`. */
  status: 200 | 201 | 204;
  /** A request that fails validation at `level`, and the error key it reports. */
  invalid?: { path?: string; body?: unknown; key: string };
  /** A path whose nested resource (card, checklist, item, column, tag, file) does not exist. */
  missing?: string;
}

const attachBody = {
  name: 'calendar-sync.md',
  size_bytes: 42,
  mime_type: 'text/markdown',
  meta: { node_id: 6, drive_id: 1 },
};

/** api-spec.md section 4. */
const SPEC: Endpoint[] = [
  { method: 'get', path: '/boards/1', level: 'view', status: 200 },
  {
    method: 'patch',
    path: '/boards/1',
    body: { name: 'Roadmap' },
    level: 'edit',
    status: 200,
    invalid: { body: { name: 'x'.repeat(81) }, key: 'name' },
  },
  {
    method: 'get',
    path: '/boards/1/search',
    level: 'view',
    status: 200,
    invalid: { path: '/boards/1/search?target=Nope', key: 'target' },
  },
  { method: 'get', path: '/boards/1/members', level: 'view', status: 200 },
  { method: 'get', path: '/boards/1/members/mentionables', level: 'view', status: 200 },
  {
    method: 'patch',
    path: '/boards/1/members/myself/notifications/preferences',
    body: { notification_mode: 'silent' },
    level: 'view',
    status: 200,
    invalid: { body: { notification_mode: 'loud' }, key: 'notification_mode' },
  },
  {
    method: 'post',
    path: '/boards/1/tags',
    body: { name: 'Fresh', color: '#123456' },
    level: 'edit',
    status: 201,
    invalid: { body: { color: '#123456' }, key: 'name' },
  },
  {
    method: 'patch',
    path: '/tags/common/1',
    body: { name: 'Hot', color: '#123456' },
    level: 'manage',
    status: 200,
    invalid: { body: { name: 'Hot' }, key: 'color' },
    missing: '/tags/common/999',
  },
  {
    method: 'post',
    path: '/boards/1/columns',
    body: { name: 'Later' },
    level: 'edit',
    status: 201,
    invalid: { body: { name: 'x'.repeat(81) }, key: 'name' },
  },
  {
    method: 'post',
    path: '/boards/1/columns/delete/batch',
    body: { ids: [2] },
    level: 'manage',
    status: 200,
    invalid: { body: {}, key: 'ids' },
  },
  {
    method: 'post',
    path: '/boards/1/cards',
    body: { column_id: 1, title: 'New card' },
    level: 'edit',
    status: 201,
    invalid: { body: { column_id: 1 }, key: 'title' },
  },
  {
    method: 'delete',
    path: '/boards/1/cards/1',
    level: 'edit',
    status: 200,
    invalid: { body: { stop_recurrence: 'maybe' }, key: 'stop_recurrence' },
    missing: '/boards/1/cards/999',
  },
  {
    method: 'post',
    path: '/boards/1/cards/12/assignees/sync',
    body: { assignees: { 3: true } },
    level: 'interact',
    status: 200,
    invalid: { body: { assignees: { 3: 'yes' } }, key: 'assignees.3' },
    missing: '/boards/1/cards/999/assignees/sync',
  },
  {
    method: 'get',
    path: '/cards/info/batch?ids[]=12',
    level: 'user',
    status: 200,
    invalid: { path: '/cards/info/batch', key: 'ids' },
  },
  {
    method: 'post',
    path: '/boards/1/cards/12/files/attach',
    body: attachBody,
    level: 'interact',
    status: 201,
    invalid: { body: { ...attachBody, name: null }, key: 'name' },
    missing: '/boards/1/cards/999/files/attach',
  },
  {
    method: 'get',
    path: '/boards/1/cards/12/checklists/2',
    level: 'view',
    status: 200,
    missing: '/boards/1/cards/12/checklists/99',
  },
  {
    method: 'patch',
    path: '/boards/1/cards/12/checklists/2',
    body: { title: 'DoD' },
    level: 'edit',
    status: 200,
    invalid: { body: {}, key: 'title' },
    missing: '/boards/1/cards/12/checklists/99',
  },
  {
    method: 'post',
    path: '/boards/1/cards/12/checklists/2/items',
    body: { title: 'Docs' },
    level: 'interact',
    status: 201,
    invalid: { body: {}, key: 'title' },
    missing: '/boards/1/cards/12/checklists/99/items',
  },
  {
    method: 'post',
    path: '/boards/1/custom-fields/definitions',
    body: { name: 'Done?', type: 'checkbox' },
    level: 'edit',
    status: 201,
    invalid: { body: { name: 'Done?', type: 'colour' }, key: 'type' },
  },
  {
    method: 'post',
    path: '/boards/1/export/drive',
    body: { format: 'csv', fields: ['title'], node: { id: 1, drive_id: 1 } },
    level: 'edit',
    status: 201,
    invalid: {
      body: { format: 'xml', fields: ['title'], node: { id: 1, drive_id: 1 } },
      key: 'format',
    },
  },
];

/** CONTRACT.md section 4 (extensions; POST /__mock/reset needs no token, tested below). */
const EXTENSIONS: Endpoint[] = [
  { method: 'get', path: '/me', level: 'user', status: 200 },
  { method: 'get', path: '/me/checklist-items', level: 'user', status: 200 },
  { method: 'get', path: '/users?filter=a', level: 'user', status: 200 },
  { method: 'get', path: '/boards', level: 'user', status: 200 },
  {
    method: 'post',
    path: '/boards',
    body: { name: 'New board' },
    level: 'user',
    status: 201,
    invalid: { body: {}, key: 'name' },
  },
  {
    method: 'get',
    path: '/boards/1/cards/12',
    level: 'view',
    status: 200,
    missing: '/boards/1/cards/999',
  },
  {
    method: 'patch',
    path: '/boards/1/cards/12',
    body: { title: 'Renamed' },
    level: 'edit',
    status: 200,
    invalid: { body: { title: 'x'.repeat(256) }, key: 'title' },
    missing: '/boards/1/cards/999',
  },
  {
    method: 'patch',
    path: '/boards/1/columns/1',
    body: { name: 'Inbox' },
    level: 'edit',
    status: 200,
    invalid: { body: { name: 'x'.repeat(81) }, key: 'name' },
    missing: '/boards/1/columns/999',
  },
  {
    method: 'post',
    path: '/boards/1/cards/12/checklists',
    body: { title: 'Launch' },
    level: 'edit',
    status: 201,
    invalid: { body: {}, key: 'title' },
    missing: '/boards/1/cards/999/checklists',
  },
  {
    method: 'patch',
    path: '/boards/1/cards/12/checklists/2/items/6',
    body: { is_completed: true },
    level: 'interact',
    status: 200,
    invalid: { body: { title: '' }, key: 'title' },
    missing: '/boards/1/cards/12/checklists/2/items/999',
  },
  { method: 'get', path: '/boards/1/card-templates', level: 'view', status: 200 },
  { method: 'get', path: '/notifications', level: 'user', status: 200 },
  {
    method: 'post',
    path: '/notifications/read',
    body: { all: true },
    level: 'user',
    status: 200,
    invalid: { body: {}, key: 'ids' },
  },
  { method: 'get', path: '/drive/nodes?parent_id=1', level: 'user', status: 200 },
  {
    method: 'get',
    path: '/drive/files/5/content',
    level: 'user',
    status: 200,
    missing: '/drive/files/999/content',
  },
];

/**
 * CONTRACT.md sections 4b and 4c: comments, card and board activity (comment 1 on card 12 is
 * Ines's, interact), and
 * the calendar's dated checklist items (docs/api.md).
 */
const COMMENTS: Endpoint[] = [
  {
    method: 'get',
    path: '/boards/1/cards/12/comments',
    level: 'view',
    status: 200,
    missing: '/boards/1/cards/999/comments',
  },
  {
    method: 'post',
    path: '/boards/1/cards/12/comments',
    body: { content: docWith('Noted.') },
    level: 'interact',
    status: 201,
    invalid: { body: {}, key: 'content' },
    missing: '/boards/1/cards/999/comments',
  },
  {
    method: 'patch',
    path: '/boards/1/cards/12/comments/1',
    body: { content: docWith('Edited.') },
    level: 'interact',
    status: 200,
    invalid: { body: { content: 'plain' }, key: 'content' },
    missing: '/boards/1/cards/12/comments/999',
  },
  {
    method: 'delete',
    path: '/boards/1/cards/12/comments/1',
    level: 'interact',
    status: 204,
    missing: '/boards/1/cards/12/comments/999',
  },
  {
    method: 'get',
    path: '/boards/1/cards/12/activity',
    level: 'view',
    status: 200,
    missing: '/boards/1/cards/999/activity',
  },
  {
    method: 'get',
    path: '/boards/1/activity?limit=5',
    level: 'view',
    status: 200,
    invalid: { path: '/boards/1/activity?limit=0', key: 'limit' },
  },
  {
    method: 'get',
    path: '/boards/1/checklist-items?due_from=2026-01-01T00:00:00Z&due_to=2026-02-01T00:00:00Z',
    level: 'view',
    status: 200,
    invalid: { path: '/boards/1/checklist-items?due_from=2026-01-01T00:00:00Z', key: 'due_to' },
  },
];

/** CONTRACT.md 4d: relations (relation 1 of the seed: #17 blocks #18). */
const RELATIONS: Endpoint[] = [
  {
    method: 'get',
    path: '/boards/1/cards/20/relations',
    level: 'view',
    status: 200,
    missing: '/boards/1/cards/999/relations',
  },
  {
    method: 'post',
    path: '/boards/1/cards/1/relations',
    body: { kind: 'blocks', card_id: 2 },
    level: 'edit',
    status: 201,
    invalid: { body: {}, key: 'kind' },
    missing: '/boards/1/cards/999/relations',
  },
  {
    method: 'delete',
    path: '/boards/1/cards/17/relations/1',
    level: 'edit',
    status: 204,
    missing: '/boards/1/cards/17/relations/999',
  },
];

const ENDPOINTS = [...SPEC, ...EXTENSIONS, ...COMMENTS, ...RELATIONS];
const BOARD_PATH = /^\/boards\/1(?=\/|\?|$)/;
const isBoardScoped = (e: Endpoint) => BOARD_PATH.test(e.path);
const onBoard = (path: string, board: string) => path.replace(BOARD_PATH, `/boards/${board}`);
const label = (e: Endpoint) => `${e.method.toUpperCase()} ${e.path}`;
const rows = <E extends Endpoint>(list: readonly E[]) => list.map((e) => [label(e), e] as const);

function send(caller: Caller, e: Endpoint, path = e.path, body = e.body): Promise<ApiResult> {
  switch (e.method) {
    case 'get':
      return caller.get(path);
    case 'post':
      return caller.post(path, body);
    case 'patch':
      return caller.patch(path, body);
    case 'delete':
      return caller.delete(path, body);
  }
}

const boardRows = ENDPOINTS.filter(isBoardScoped);
const leveled = ENDPOINTS.flatMap((e) => (e.level === 'user' ? [] : [{ ...e, level: e.level }]));
const validated = ENDPOINTS.filter((e) => e.invalid !== undefined);

describe('the endpoint table', () => {
  it('lists every route the mock serves (mock-only /__mock routes aside)', () => {
    // The event stream never ends, so it cannot be read as a JSON answer here: its 401, 403 and
    // success are in events/live.contract.test.ts (and events/my-events.contract.test.ts).
    const streams = ['get /boards/:board/events', 'get /me/events'];
    const served = routes
      .filter((r) => !r.path.startsWith('/__mock'))
      .map((r) => `${r.method} ${r.path}`)
      .sort();
    const listed = [
      ...new Set(
        ENDPOINTS.map((e) => {
          const pattern = e.path
            .split('?')[0]
            ?.replace(/^\/boards\/1(?=\/|$)/, '/boards/:board')
            .replace(/\/cards\/\d+(?=\/|$)/, '/cards/:card')
            .replace(/\/checklists\/(\d+)(?=\/|$)/, '/checklists/:checklist')
            .replace(/\/items\/\d+$/, '/items/:item')
            .replace(/\/comments\/\d+$/, '/comments/:comment')
            .replace(/\/relations\/\d+$/, '/relations/:relation')
            .replace(/\/columns\/\d+$/, '/columns/:column')
            .replace(/^\/tags\/common\/\d+$/, '/tags/common/:tag')
            .replace(/^\/drive\/files\/\d+/, '/drive/files/:id');
          return `${e.method} ${pattern ?? ''}`;
        }),
      ),
      ...streams,
    ].sort();
    expect(listed).toEqual(served);
  });
});

describe('401 {error} before anything else', () => {
  it.each(rows(ENDPOINTS))('%s without a token and with a bad one', async (_name, e) => {
    for (const token of [null, 'not-a-token']) {
      const res = await send(api.as(token), e);
      expect(res.status, `token ${String(token)}`).toBe(401);
      expect(res.body).toEqual({ error: expect.any(String) });
    }
    // A malformed Authorization header (no Bearer scheme) is no token either.
    const raw = await api.raw(e.path, {
      method: e.method.toUpperCase(),
      headers: { Authorization: TOKENS.manage, 'Content-Type': 'application/json' },
      body: e.method === 'get' ? undefined : JSON.stringify(e.body ?? {}),
    });
    expect(raw.status).toBe(401);
  });

  it.each(rows(boardRows))('%s: 401, not 404, on a missing board', async (_name, e) => {
    for (const token of [null, 'not-a-token']) {
      const res = await send(api.as(token), e, onBoard(e.path, '999'));
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: expect.any(String) });
    }
  });
});

describe('404 {message} for a missing board, before 403', () => {
  it.each(rows(boardRows))('%s on board 999 and on board "abc"', async (_name, e) => {
    for (const token of [TOKENS.manage, TOKENS.outsider, TOKENS.stranger]) {
      expectNotFound(await send(api.as(token), e, onBoard(e.path, '999')));
    }
    expectNotFound(await send(api.as(TOKENS.manage), e, onBoard(e.path, 'abc')));
  });

  it.each(rows(ENDPOINTS.filter((e) => e.missing !== undefined)))(
    '%s: a missing nested resource is 404 even for callers without access',
    async (_name, e) => {
      for (const token of [TOKENS.manage, TOKENS.outsider, TOKENS.stranger]) {
        expectNotFound(await send(api.as(token), e, e.missing));
      }
    },
  );

  it('404 for a card of another board and a checklist of another card', async () => {
    expectNotFound(await api.as(TOKENS.manage).get('/boards/2/cards/12'));
    expectNotFound(await api.as(TOKENS.manage).get('/boards/1/cards/9/checklists/2'));
  });
});

describe('403 {message} for every level below the one required (CONTRACT.md section 2)', () => {
  it.each(rows(leveled))('%s', async (_name, e) => {
    for (const token of tokensBelow(e.level)) {
      const res = await send(api.as(token), e);
      expect(res.status, token).toBe(403);
      expect(res.body).toEqual({ message: expect.any(String) });
    }
  });

  it('own notification preferences need membership: view on a public board is not enough', async () => {
    const res = await api
      .as(TOKENS.outsider)
      .patch('/boards/3/members/myself/notifications/preferences', { notification_mode: 'all' });
    expect(res.status).toBe(403);
    expect((await api.as(TOKENS.outsider).get('/boards/3')).status).toBe(200);
  });
});

describe('success at exactly the required level', () => {
  it.each(rows(ENDPOINTS))('%s', async (_name, e) => {
    const token = e.level === 'user' ? TOKENS.view : TOKENS[e.level];
    const res = await send(api.as(token), e);
    expect(res.status, JSON.stringify(res.body)).toBe(e.status);
  });

  it('user-level endpoints answer any tenant, each with its own data', async () => {
    const me = await api.as(TOKENS.stranger).get<{ id: number; cuid: string }>('/me');
    expect(me.status).toBe(200);
    const boards = await api.as(TOKENS.stranger).get<{ cuid: string }[]>('/boards');
    expect(boards.body.length).toBeGreaterThan(0);
    expect(boards.body.every((b) => b.cuid === me.body.cuid)).toBe(true);
    // Another tenant's drive file is not found, not forbidden.
    expectNotFound(await api.as(TOKENS.stranger).get('/drive/files/5/content'));
  });
});

describe('check order: 404 before 422, 403 before 422', () => {
  it.each(rows(validated))('%s', async (_name, e) => {
    const invalid = e.invalid;
    if (!invalid) throw new Error('row without an invalid request');
    const path = invalid.path ?? e.path;
    const at = e.level === 'user' ? TOKENS.view : TOKENS[e.level];
    // The request is invalid for a caller who may make it...
    expectInvalid(await send(api.as(at), e, path, invalid.body), invalid.key);
    // ...a token problem still comes first...
    expect((await send(api.as(null), e, path, invalid.body)).status).toBe(401);
    // ...then a missing board...
    if (isBoardScoped(e)) {
      expectNotFound(await send(api.as(at), e, onBoard(path, '999'), invalid.body));
    }
    // ...then the permission.
    if (e.level !== 'user') {
      for (const token of tokensBelow(e.level)) {
        const res = await send(api.as(token), e, path, invalid.body);
        expect(res.status, token).toBe(403);
      }
    }
  });
});

describe('mock-only control routes need no token', () => {
  it('POST /__mock/reset and GET /__mock/faults answer without Authorization', async () => {
    expect((await api.as(null).post('/__mock/reset', {})).status).toBe(200);
    expect((await api.as(null).get('/__mock/faults')).status).toBe(200);
  });
});
