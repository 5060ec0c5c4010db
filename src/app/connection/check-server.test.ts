import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_API_BASE_URL, useMockApi } from '@test/mock-api';
import { checkServer, SERVER_CHECK_TIMEOUT_MS, type ServerCheckInput } from './check-server';

const signal = () => new AbortController().signal;
const check = (input: Partial<ServerCheckInput> = {}) =>
  checkServer({
    baseUrl: TEST_API_BASE_URL,
    token: 'demo-manager',
    signal: signal(),
    isOnline: () => true,
    ...input,
  });

describe('checking a server before connecting to it (GET /me)', () => {
  const { server } = useMockApi();

  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers with the user the token belongs to', async () => {
    const result = await check();
    expect(result).toEqual({ ok: true, me: expect.objectContaining({ name: 'Maya Manager' }) });
  });

  it('tells a refused token (401, 403) from the rest', async () => {
    expect(await check({ token: 'not-a-token' })).toEqual({
      ok: false,
      failure: { kind: 'refused', status: 401 },
    });
    server.use(
      http.get(`${TEST_API_BASE_URL}/me`, () =>
        HttpResponse.json({ error: 'Forbidden' }, { status: 403 }),
      ),
    );
    expect(await check()).toEqual({ ok: false, failure: { kind: 'refused', status: 403 } });
  });

  it('reads a 404 on /me as "not a project board API"', async () => {
    server.use(
      http.get('http://localhost/site/me', () => new HttpResponse('Not found', { status: 404 })),
    );
    expect(await check({ baseUrl: 'http://localhost/site' })).toEqual({
      ok: false,
      failure: { kind: 'not-api', status: 404 },
    });
  });

  it('reads a rejected request (no host, CORS) as no answer', async () => {
    server.use(http.get('http://nowhere.test/api/me', () => HttpResponse.error()));
    expect(await check({ baseUrl: 'http://nowhere.test/api' })).toEqual({
      ok: false,
      failure: { kind: 'unreachable' },
    });
  });

  it('reads another status, and a 200 that is not a user, apart', async () => {
    server.use(
      http.get(`${TEST_API_BASE_URL}/me`, () => HttpResponse.json({}, { status: 502 }), {
        once: true,
      }),
    );
    expect(await check()).toEqual({ ok: false, failure: { kind: 'status', status: 502 } });
    // A static host's fallback page, say.
    server.use(http.get(`${TEST_API_BASE_URL}/me`, () => HttpResponse.html('<!doctype html>')));
    expect(await check()).toEqual({ ok: false, failure: { kind: 'not-a-user', status: 200 } });
  });

  it('gives up after its timeout', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // A server that takes the connection and never answers.
    const fetchFn: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('Aborted', 'AbortError')),
        );
      });
    const result = check({ fetchFn });
    await vi.advanceTimersByTimeAsync(SERVER_CHECK_TIMEOUT_MS);
    expect(await result).toEqual({ ok: false, failure: { kind: 'timeout', seconds: 8 } });
  });

  it('asks nothing while the device is offline', async () => {
    const fetchFn = vi.fn<typeof fetch>();
    expect(await check({ isOnline: () => false, fetchFn })).toEqual({
      ok: false,
      failure: { kind: 'offline' },
    });
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('rejects with the abort when the check is dropped', async () => {
    const controller = new AbortController();
    const result = check({ signal: controller.signal });
    controller.abort();
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
  });
});
