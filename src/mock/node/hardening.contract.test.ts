import { request as httpRequest } from 'node:http';
import { nestedDocument } from '@test/hostile-documents';
import { afterEach, describe, expect, it } from 'vitest';
import { setupMockServer, TOKENS } from '../../../test/contract/harness';
import { isLoopback } from './server';

/**
 * The attacks of issue "No lost work, proven" (finding 2 and 4), each against the Node server
 * over real HTTP. Before the fixes each of these changed the server for everyone.
 */
const api = setupMockServer();

const PROTOTYPE_PROBES = ['title', 'members', 'toString', 'name'] as const;

afterEach(() => {
  // Should a guard fail, do not let the pollution leak into the other tests of this run.
  for (const key of PROTOTYPE_PROBES) {
    if (key !== 'toString' && Object.hasOwn(Object.prototype, key)) {
      Reflect.deleteProperty(Object.prototype, key);
    }
  }
});

const fresh = (): Record<string, unknown> => ({});

describe('prototype keys are ignored, in the query and the body', () => {
  it('one anonymous GET with __proto__[title] cannot rename every card moved later', async () => {
    const attack = await api.as(null).get('/me?__proto__[title]=X&constructor[prototype][title]=Y');
    expect(attack.status).toBe(401);
    expect(fresh()['title']).toBeUndefined();

    const moved = await api
      .as(TOKENS.edit)
      .patch<{ title: string }>('/boards/1/cards/12', { order: 1 });
    expect(moved.status).toBe(200);
    expect(moved.body.title).not.toMatch(/^[XY]$/);
  });

  it('__proto__[members] cannot hand an outsider the board at the manager’s next rename', async () => {
    const outsider = await api.as(TOKENS.outsider).get<{ id: number }>('/me');
    const attack = await api
      .as(TOKENS.outsider)
      .get(
        `/me?__proto__[members][0][id]=${outsider.body.id}&__proto__[members][0][permission]=manage` +
          `&__proto__[visibility]=public`,
      );
    expect(attack.status).toBe(200);
    const renamed = await api.as(TOKENS.manage).patch('/boards/1', { name: 'Roadmap' });
    expect(renamed.status).toBe(200);
    expect((await api.as(TOKENS.outsider).get('/boards/1')).status).toBe(403);
    expect((await api.as(TOKENS.outsider).patch('/boards/1', { name: 'Mine' })).status).toBe(403);
  });

  it('__proto__[toString] does not turn every later answer into a 500', async () => {
    expect((await api.as(TOKENS.view).get('/me?__proto__[toString]=1')).status).toBe(200);
    expect((await api.as(TOKENS.view).get('/boards/1')).status).toBe(200);
    expect((await api.as(TOKENS.view).get('/boards/1/search?query=a')).status).toBe(200);
  });

  it('a JSON body with __proto__ keys changes neither the prototype nor other fields', async () => {
    const res = await api.raw('/boards/1/cards/12', {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${TOKENS.edit}`, 'Content-Type': 'application/json' },
      body: '{"__proto__": {"title": "X", "name": "X"}, "constructor": {"prototype": {"title": "Y"}}, "order": 2}',
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { title: string }).title).not.toMatch(/^[XY]$/);
    expect(fresh()['title']).toBeUndefined();
    expect(fresh()['name']).toBeUndefined();
  });
});

describe('limits', () => {
  it('answers a sparse query index above 1,000 with a quick 422 instead of blocking', async () => {
    const started = performance.now();
    const search = await api
      .as(TOKENS.view)
      .get('/boards/1/search?by[tags][]=1&by[tags][200000000]=2');
    expect(search.status).toBe(422);
    expect(search.body).toMatchObject({
      errors: { 'by.tags.200000000': [expect.stringContaining('1000')] },
    });
    const batch = await api.as(TOKENS.view).get('/cards/info/batch?ids[]=1&ids[200000000]=2');
    expect(batch.status).toBe(422);
    expect(performance.now() - started).toBeLessThan(2000);
    // Up to 1,000 is fine.
    expect((await api.as(TOKENS.view).get('/cards/info/batch?ids[0]=1&ids[1000]=2')).status).toBe(
      200,
    );
  });

  it('refuses a body over 1 MB with 413 before reading it (a 100 MB upload is cut short)', async () => {
    const url = new URL(`${api.baseUrl}/boards/1/columns`);
    const started = performance.now();
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: {
            Authorization: `Bearer ${TOKENS.edit}`,
            'Content-Type': 'application/json',
            'Content-Length': String(100 * 1024 * 1024),
          },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
          req.destroy();
        },
      );
      req.on('error', (error) => {
        // The server closing the upload after its answer is expected.
        if (!('code' in error) || error.code !== 'ECONNRESET') reject(error);
      });
      req.write(Buffer.alloc(64 * 1024, 32));
    });
    expect(status).toBe(413);
    expect(performance.now() - started).toBeLessThan(2000);

    // Without a Content-Length, the count while reading stops it too.
    const big = await api.raw('/boards/1/columns', {
      method: 'POST',
      headers: { Authorization: `Bearer ${TOKENS.edit}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'A', description: 'x'.repeat(1024 * 1024) }),
    });
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ message: expect.stringContaining('1 MB') });
    expect((await api.as(TOKENS.view).get('/boards/1')).status).toBe(200);
  });

  it('refuses a body not declared as JSON with 415; declared JSON that does not parse stays a 422', async () => {
    const plain = await api.raw('/boards/1/columns', {
      method: 'POST',
      headers: { Authorization: `Bearer ${TOKENS.edit}`, 'Content-Type': 'text/plain' },
      body: '{"name":"From a form"}',
    });
    expect(plain.status).toBe(415);
    const form = await api.raw('/boards/1/columns', {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${TOKENS.edit}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: 'name=From+a+form',
    });
    expect(form.status).toBe(415);
    const vendor = await api.raw('/boards/1/columns', {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${TOKENS.edit}`,
        'Content-Type': 'application/vnd.api+json; charset=utf-8',
      },
      body: '{"name":"Vendor JSON"}',
    });
    expect(vendor.status).toBe(201);
  });
});

describe('mock control', () => {
  it('needs X-Mock-Control: 1; a text/plain reset from another origin wipes nothing', async () => {
    const created = await api.as(TOKENS.edit).post<{ id: number }>('/boards/1/columns', {
      name: 'Keep me',
    });
    expect(created.status).toBe(201);
    const crossSite = await api.raw('/__mock/reset', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', Origin: 'https://evil.example' },
      body: '{}',
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers.get('access-control-allow-origin')).toBeNull();
    const noHeader = await api.raw('/__mock/faults', { method: 'DELETE' });
    expect(noHeader.status).toBe(403);
    const board = await api
      .as(TOKENS.view)
      .get<{ columns: Record<string, { name: string }> }>('/boards/1');
    expect(Object.values(board.body.columns).map((column) => column.name)).toContain('Keep me');

    const withHeader = await api.raw('/__mock/faults', {
      headers: { 'X-Mock-Control': '1' },
    });
    expect(withHeader.status).toBe(200);
  });

  it('takes mock control from loopback addresses only', () => {
    for (const address of ['127.0.0.1', '127.3.2.1', '::1', '::ffff:127.0.0.1']) {
      expect(isLoopback(address), address).toBe(true);
    }
    for (const address of ['10.0.0.2', '192.168.1.4', '::ffff:10.0.0.2', 'fe80::1', undefined]) {
      expect(isLoopback(address), String(address)).toBe(false);
    }
  });
});

describe('editor content limits', () => {
  it.each([2000, 5000])(
    'refuses content nested %i levels with a 422 on content',
    async (levels) => {
      for (const send of [
        () =>
          api.as(TOKENS.edit).post('/boards/1/cards', {
            column_id: 1,
            title: 'Deep',
            content: nestedDocument(levels),
          }),
        () => api.as(TOKENS.edit).patch('/boards/1/cards/12', { content: nestedDocument(levels) }),
      ]) {
        const res = await send();
        expect(res.status).toBe(422);
        // 5,000 levels are also over 100,000 characters, which is checked first.
        const message =
          levels > 3000
            ? 'The content field must not be longer than 100000 characters.'
            : 'The content field must not be nested deeper than 100 levels.';
        expect(res.body).toMatchObject({ errors: { content: [message] } });
      }
    },
  );

  it('refuses content longer than 100,000 characters', async () => {
    const text = 'a'.repeat(100_000);
    const content = JSON.stringify({
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
    });
    const res = await api.as(TOKENS.edit).patch('/boards/1/cards/12', { content });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      errors: { content: ['The content field must not be longer than 100000 characters.'] },
    });
  });
});
