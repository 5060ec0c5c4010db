import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPage, setupChromium } from './support/chromium';
import { startHostileServer, type HostileServer } from './support/hostile-server';

/**
 * The bearer token a user types on the Connection screen never reaches localStorage,
 * IndexedDB, cookies, the URL (of the page or of any request) or the console: before a 401,
 * and after signing in again over it. The server is the mock over HTTP on another origin, with
 * a token of its own so that nothing else can match.
 */
const TOKEN = 'tok-7f3a9c1e5b-secret';

/** Everything the page keeps, as text: storages, every IndexedDB store, cookies, the URL. */
async function persisted(page: Page) {
  return page.evaluate(async () => {
    const dump = (storage: Storage) =>
      JSON.stringify(
        Array.from({ length: storage.length }, (_, index) => {
          const key = storage.key(index) ?? '';
          return [key, storage.getItem(key)];
        }),
      );
    const stores: string[] = [];
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(info.name ?? '');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(new Error(String(request.error)));
      });
      for (const name of Array.from(db.objectStoreNames)) {
        const store = db.transaction(name, 'readonly').objectStore(name);
        const [keys, values] = await Promise.all(
          [store.getAllKeys(), store.getAll()].map(
            (request) =>
              new Promise<unknown>((resolve, reject) => {
                request.onsuccess = () => resolve(request.result);
                request.onerror = () => reject(new Error(String(request.error)));
              }),
          ),
        );
        stores.push(`${info.name}/${name}: ${JSON.stringify({ keys, values })}`);
      }
      db.close();
    }
    return {
      localStorage: dump(localStorage),
      sessionStorage: dump(sessionStorage),
      indexedDB: stores.join('\n'),
      cookies: document.cookie,
      url: location.href,
      history: JSON.stringify(history.state),
    };
  });
}

describe('the bearer token stays in memory', () => {
  const chromium = setupChromium();
  const appUrl = inject('appUrl');
  let server: HostileServer;

  beforeAll(async () => {
    server = await startHostileServer();
  });

  afterAll(async () => {
    await server.close();
  });

  async function connect(stayForTab: boolean) {
    server.mock.service.reset();
    const maya = server.mock.service.db.users.find((user) => user.id === 1);
    if (!maya) throw new Error('no user 1 in the seed');
    maya.token = TOKEN;
    const { context, page } = await openPage(chromium.browser());
    const seen: string[] = [];
    page.on('console', (message) => seen.push(`console.${message.type()}: ${message.text()}`));
    page.on('pageerror', (error) => seen.push(`pageerror: ${error.message}`));
    page.on('request', (request) => seen.push(`request: ${request.url()}`));
    page.on('framenavigated', (frame) => seen.push(`navigated: ${frame.url()}`));

    await page.goto(`${appUrl}/connect`);
    await page.getByLabel('API base URL').fill(server.apiUrl);
    await page.getByLabel('Access token').fill(TOKEN);
    if (stayForTab) await page.getByLabel('Stay signed in for this tab').check();
    await page.getByRole('button', { name: 'Connect' }).click();
    await page.getByRole('link', { name: /Product Roadmap/ }).click();
    await page
      .getByRole('link', { name: /^#\d+ / })
      .first()
      .click();
    await page.getByRole('dialog').waitFor();
    return { context, page, seen };
  }

  async function expireAndSignIn(page: Page) {
    await server.call(TOKEN, 'POST', '/__mock/faults', { unauthenticated_rate: 1 });
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'Inbox' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in again' });
    await dialog.waitFor();
    await server.call(TOKEN, 'DELETE', '/__mock/faults');
    await dialog.getByLabel('Access token').fill(TOKEN);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1, name: /inbox/i }).waitFor();
  }

  function expectNowhere(
    found: Awaited<ReturnType<typeof persisted>>,
    seen: string[],
    { sessionStorageMayHoldIt }: { sessionStorageMayHoldIt: boolean },
  ) {
    expect(found.localStorage).not.toContain(TOKEN);
    expect(found.indexedDB).not.toContain(TOKEN);
    expect(found.cookies).not.toContain(TOKEN);
    expect(found.url).not.toContain(TOKEN);
    expect(found.history).not.toContain(TOKEN);
    if (!sessionStorageMayHoldIt) expect(found.sessionStorage).not.toContain(TOKEN);
    expect(seen.filter((line) => line.includes(TOKEN))).toEqual([]);
  }

  it('connected by the Connection form (memory only): nowhere, before and after a 401', async () => {
    const { context, page, seen } = await connect(false);
    const before = await persisted(page);
    // The scan does see what the app keeps: the demo's data and the connection's base URL.
    expect(before.indexedDB).toContain('project-board');
    expectNowhere(before, seen, { sessionStorageMayHoldIt: false });

    await expireAndSignIn(page);
    expectNowhere(await persisted(page), seen, { sessionStorageMayHoldIt: false });
    expect(seen.some((line) => line.includes('/boards/1'))).toBe(true);
    await context.close();
  });

  it('"Stay signed in for this tab": sessionStorage only, still never localStorage, IndexedDB, URL or console', async () => {
    const { context, page, seen } = await connect(true);
    const before = await persisted(page);
    expect(before.sessionStorage).toContain(TOKEN);
    expectNowhere(before, seen, { sessionStorageMayHoldIt: true });

    await expireAndSignIn(page);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: /inbox/i }).waitFor();
    expectNowhere(await persisted(page), seen, { sessionStorageMayHoldIt: true });
    await context.close();
  });
});
