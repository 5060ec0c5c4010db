import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { originsFromEnv } from './http-bridge';
import { startMockServer, type MockServer } from './server';

/** CONTRACT.md 4b: only the app's own origins get CORS answers. */
describe('CORS of the Node mock server', () => {
  let server: MockServer;
  const deployed = 'https://boards.example.test';

  beforeAll(async () => {
    server = await startMockServer({ port: 0, corsOrigins: [deployed] });
  });
  afterAll(() => server.close());

  const preflight = (origin: string) =>
    fetch(`${server.url}/api/boards/1`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'PATCH',
        'Access-Control-Request-Headers': 'authorization, if-match, idempotency-key',
      },
    });
  const read = (origin: string) =>
    fetch(`${server.url}/api/me`, {
      headers: { Origin: origin, Authorization: 'Bearer demo-viewer' },
    });

  it.each([
    'http://127.0.0.1:5173',
    'http://localhost:5173',
    'http://127.0.0.1:4173',
    'http://localhost:4173',
    deployed,
  ])('answers the app origin %s, preflight and request', async (origin) => {
    const options = await preflight(origin);
    expect(options.status).toBe(204);
    expect(options.headers.get('access-control-allow-origin')).toBe(origin);
    const allowed = options.headers.get('access-control-allow-headers') ?? '';
    for (const header of ['Authorization', 'If-Match', 'Idempotency-Key', 'X-Mock-Control']) {
      expect(allowed).toContain(header);
    }
    const response = await read(origin);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(origin);
    expect(response.headers.get('access-control-expose-headers')).toContain('ETag');
  });

  it('gives no CORS answer to any other origin, so its pages cannot read the API', async () => {
    for (const origin of ['https://evil.example', 'http://127.0.0.1:9999', 'null']) {
      const options = await preflight(origin);
      expect(options.headers.get('access-control-allow-origin')).toBeNull();
      expect(options.headers.get('access-control-allow-methods')).toBeNull();
      const response = await read(origin);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(response.headers.get('vary')).toContain('Origin');
    }
  });

  it('reads more origins from CORS_ORIGINS (comma-separated, trailing slashes ignored)', () => {
    expect(originsFromEnv(' https://a.example/, https://b.example:8443 ,,')).toEqual([
      'https://a.example',
      'https://b.example:8443',
    ]);
    expect(originsFromEnv(undefined)).toEqual([]);
  });
});
