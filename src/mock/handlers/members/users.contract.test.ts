import { describe, expect, it } from 'vitest';
import { TOKENS, setupMockServer } from '../../../../test/contract/harness';

const api = setupMockServer();

describe('GET /me (extension)', () => {
  it('returns the caller', async () => {
    const res = await api.as(TOKENS.edit).get('/me');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: 2,
      uuid: expect.any(String),
      name: 'Eli Editor',
      email: 'eli.editor@acme.example',
      avatar_url: null,
      username: 'eli.editor',
      cuid: 'acme',
    });
    expect((await api.as(TOKENS.stranger).get('/me')).body).toMatchObject({
      name: 'Sam Stranger',
      cuid: 'globex',
    });
  });

  it('401 without or with a bad token', async () => {
    for (const token of [null, 'demo-nobody']) {
      const res = await api.as(token).get('/me');
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'Unauthenticated.' });
    }
  });
});

describe('GET /users (extension)', () => {
  it('lists live users of the caller’s tenant, by name, at most 50', async () => {
    const res = await api.as(TOKENS.manage).get<{ name: string }[]>('/users');
    expect(res.body).toHaveLength(50);
    const names = res.body.map((u) => u.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names).not.toContain('Sam Stranger');
    expect(names).not.toContain('Dana Departed');
  });

  it('filters by name or e-mail', async () => {
    const res = await api.as(TOKENS.manage).get<{ name: string }[]>('/users?filter=olga');
    expect(res.body.map((u) => u.name)).toEqual(['Olga Outsider']);
    const none = await api.as(TOKENS.stranger).get<unknown[]>('/users?filter=olga');
    expect(none.body).toEqual([]);
  });
});

describe('GET /boards (extension)', () => {
  it('lists the boards the caller can see with permissions', async () => {
    const res = await api
      .as(TOKENS.outsider)
      .get<{ id: number; permissions: Record<string, boolean> }[]>('/boards');
    expect(res.body.map((b) => b.id)).toEqual([3]);
    const manager = await api
      .as(TOKENS.manage)
      .get<{ id: number; parent_id: number | null }[]>('/boards');
    expect(manager.body.map((b) => [b.id, b.parent_id])).toEqual([
      [1, null],
      [2, 1],
      [3, null],
    ]);
    const stranger = await api.as(TOKENS.stranger).get<{ id: number }[]>('/boards');
    expect(stranger.body.map((b) => b.id)).toEqual([4]);
  });
});

describe('GET /notifications (extension)', () => {
  it('returns the caller’s inbox newest first', async () => {
    const res = await api
      .as(TOKENS.manage)
      .get<{ kind: string; card_id: number; actor: { name: string } }[]>('/notifications');
    expect(res.status).toBe(200);
    expect(res.body.map((n) => [n.kind, n.card_id, n.actor.name])).toEqual([
      ['mention', 18, 'Eli Editor'],
      ['assigned', 10, 'Eli Editor'],
    ]);
    expect((await api.as(TOKENS.view).get('/notifications')).body).toEqual([]);
  });
});

describe('drive (extension)', () => {
  it('lists root folders and a folder’s files, scoped to the tenant', async () => {
    const root = await api
      .as(TOKENS.view)
      .get<{ id: number; name: string; kind: string }[]>('/drive/nodes');
    expect(root.body.map((n) => n.name)).toEqual(['Design', 'Exports', 'Specs']);
    const specs = root.body.find((n) => n.name === 'Specs');
    const files = await api
      .as(TOKENS.view)
      .get<{ name: string; kind: string; mime_type: string }[]>(
        `/drive/nodes?parent_id=${specs?.id}`,
      );
    expect(files.body.map((f) => [f.name, f.kind])).toEqual([
      ['calendar-sync.md', 'file'],
      ['search-notes.txt', 'file'],
    ]);
    expect(files.body[0]).not.toHaveProperty('content');
    const other = await api.as(TOKENS.stranger).get<{ name: string }[]>('/drive/nodes');
    expect(other.body.map((n) => n.name)).toEqual(['Globex']);
  });

  it('serves a file’s stored content; 404 for folders and other tenants', async () => {
    const file = api.db().driveNodes.find((n) => n.name === 'calendar-sync.md');
    const res = await api.raw(`/drive/files/${file?.id}/content`, {
      headers: { Authorization: `Bearer ${TOKENS.view}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/markdown');
    expect(await res.text()).toContain('# Calendar sync');
    expect((await api.as(TOKENS.stranger).get(`/drive/files/${file?.id}/content`)).status).toBe(
      404,
    );
    expect((await api.as(TOKENS.view).get('/drive/files/1/content')).status).toBe(404);
    expect((await api.as(null).get('/drive/nodes')).status).toBe(401);
  });
});

describe('POST /__mock/reset', () => {
  it('restores the seed', async () => {
    await api.as(TOKENS.manage).patch('/boards/1', { name: 'Changed' });
    const res = await api.as(null).post('/__mock/reset');
    expect(res.status).toBe(200);
    expect((await api.as(TOKENS.manage).get('/boards/1?attributes[]=name')).body).toEqual({
      board: { name: 'Product Roadmap' },
    });
  });

  it('seeds a large board 1 with {size}', async () => {
    const res = await api.as(null).post('/__mock/reset', { size: 5000 });
    expect(res.body).toEqual({ reset: true, board_1_cards: 5000 });
    const board = await api
      .as(TOKENS.view)
      .get<{ cards: unknown[]; columns: Record<string, unknown> }>('/boards/1');
    expect(board.body.cards).toHaveLength(5000);
    expect(Object.keys(board.body.columns)).toHaveLength(50);
  });

  it('422 for a bad size', async () => {
    const res = await api.as(null).post('/__mock/reset', { size: 20_001 });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      errors: { size: ['The size field must not be greater than 20000.'] },
    });
  });
});

describe('transport', () => {
  it('answers CORS preflight and adds CORS headers for the app origin of npm run dev', async () => {
    const preflight = await api.raw('/boards/1', {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'PATCH' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Authorization');
    const get = await api.raw('/me', {
      headers: { Origin: 'http://localhost:5173', Authorization: `Bearer ${TOKENS.view}` },
    });
    expect(get.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
  });

  it('404 JSON for an unknown route', async () => {
    const res = await api.as(TOKENS.view).get('/nothing/here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: expect.any(String) });
  });
});
