import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';

// public/sw-routes.js is a classic script the shell's worker imports (vite.config.ts): run it as
// the worker would, against a stand-in of its global scope.
const routesScript = readFileSync('public/sw-routes.js', 'utf8');
const SCOPE = 'https://board.example/';
const PRECACHE = `workbox-precache-v2-${SCOPE}`;

type Listener = (event: unknown) => void;

function runInWorker(options: { addRoutes: boolean; cache?: Map<string, Response> }) {
  const listeners = new Map<string, Listener>();
  const worker = {
    registration: { scope: SCOPE },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    InstallEvent: { prototype: options.addRoutes ? { addRoutes: () => undefined } : {} },
  };
  const entries = options.cache ?? new Map<string, Response>();
  const cache = {
    keys: () => Promise.resolve([...entries.keys()].map((url) => new Request(url))),
    match: (request: Request) => Promise.resolve(entries.get(request.url)?.clone()),
    put: (request: Request, response: Response) => {
      entries.set(request.url, response);
      return Promise.resolve();
    },
  };
  const caches = { open: vi.fn((name: string) => Promise.resolve(name === PRECACHE && cache)) };
  new Function('self', 'caches', routesScript)(worker, caches);
  return { listeners, caches, entries };
}

async function fire(listener: Listener | undefined, event: object): Promise<void> {
  const waits: Promise<unknown>[] = [];
  listener?.({ ...event, waitUntil: (promise: Promise<unknown>) => waits.push(promise) });
  await Promise.all(waits);
}

describe('public/sw-routes.js', () => {
  it('routes the hashed files to the precache, the page and shell files to a race, the rest to the network', async () => {
    const { listeners } = runInWorker({ addRoutes: true });
    const addRoutes = vi.fn((_rules: unknown) => Promise.resolve());
    await fire(listeners.get('install'), { addRoutes });
    expect(addRoutes).toHaveBeenCalledTimes(1);
    expect(addRoutes.mock.calls[0]?.[0]).toEqual([
      { condition: { urlPattern: '/assets/*' }, source: { cacheName: PRECACHE } },
      {
        condition: {
          or: [
            { requestMode: 'navigate' },
            { urlPattern: '/index.html' },
            { urlPattern: '/theme-boot.js' },
            { urlPattern: '/favicon.svg' },
            { urlPattern: '/manifest.webmanifest' },
            { urlPattern: '/icons/*' },
          ],
        },
        source: 'race-network-and-fetch-handler',
      },
      { condition: { not: { requestMode: 'navigate' } }, source: 'network' },
    ]);
  });

  it('a browser that refuses the routes keeps the worker installing (a warning, no failure)', async () => {
    const { listeners } = runInWorker({ addRoutes: true });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const addRoutes = () => Promise.reject(new TypeError('unknown source'));
    await expect(fire(listeners.get('install'), { addRoutes })).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('without addRoutes it neither routes nor rewrites the precache', async () => {
    const { listeners, caches } = runInWorker({ addRoutes: false });
    const waitUntil = vi.fn();
    listeners.get('install')?.({ waitUntil });
    listeners.get('activate')?.({ waitUntil });
    expect(waitUntil).not.toHaveBeenCalled();
    expect(caches.open).not.toHaveBeenCalled();
  });

  it('on activation stores the hashed files again without Vary, the body and type kept', async () => {
    const asset = `${SCOPE}assets/app-abc123.js`;
    const page = `${SCOPE}index.html?__WB_REVISION__=1`;
    const cache = new Map([
      [
        asset,
        new Response('export {}', {
          headers: { 'Content-Type': 'text/javascript', Vary: 'Origin' },
        }),
      ],
      [page, new Response('<!doctype html>', { headers: { Vary: 'Origin' } })],
    ]);
    const { listeners, entries } = runInWorker({ addRoutes: true, cache });
    await fire(listeners.get('activate'), {});
    const stored = entries.get(asset);
    expect(stored?.headers.has('Vary')).toBe(false);
    expect(stored?.headers.get('Content-Type')).toBe('text/javascript');
    expect(await stored?.text()).toBe('export {}');
    expect(entries.get(page)?.headers.get('Vary')).toBe('Origin');
  });
});
