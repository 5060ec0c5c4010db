/**
 * Issue 30, item 2: the app shell's one service worker (Workbox, vite.config.ts). It precaches
 * the built app, so a page reloaded offline still opens, paints the board from its saved copy
 * and keeps edits in the outbox until the connection is back. The demo has this one service
 * worker and no other (its mock answers inside the page).
 */
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { startMockServer, type MockServer } from '../../src/mock/node/server';
import { DESKTOP, openPage, setupChromium } from './support/chromium';
import { connectToServer } from './support/connect';
import { cardLink, openDemo, revealTile } from './support/demo';
import { copyKeys } from './support/board-copies';
import { outboxCount } from './support/outbox';

const chromium = setupChromium();
const appUrl = inject('appUrl');
const WITH_WORKER = { ...DESKTOP, serviceWorkers: 'allow' } as const;

/** The script URLs of every service worker registered for the page's origin. */
function registeredWorkers(page: Page): Promise<string[]> {
  return page.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations()).map(
      (registration) =>
        (registration.active ?? registration.waiting ?? registration.installing)?.scriptURL ?? '',
    ),
  );
}

/**
 * A returning visitor's MSW worker from before stop 34 (`/mockServiceWorker.js`, served here by
 * the test): registered for /boards/, where the shell's worker (scope /) would not replace it.
 */
async function leaveOldMockWorker(page: Page): Promise<void> {
  await page
    .context()
    .route('**/mockServiceWorker.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: '// MSW 2' }),
    );
  await page.goto(`${appUrl}/favicon.svg`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/mockServiceWorker.js', { scope: '/boards/' });
  });
  expect(await registeredWorkers(page)).toEqual([`${appUrl}/mockServiceWorker.js`]);
}

/**
 * Waits until the shell's worker (scope /) is activated: its precache complete and prepared.
 * Not `serviceWorker.ready`, which follows the page's own scope (an old /boards/ worker's).
 */
async function workerActive(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (;;) {
      const registration = await navigator.serviceWorker.getRegistration('/');
      if (registration?.active?.state === 'activated') return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
}

/**
 * Where the worker's static routes (public/sw-routes.js) sent each request of this page: the
 * route matched and the source that answered (Resource Timing), by URL without the app's origin.
 */
function routedRequests(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() =>
    Object.fromEntries(
      [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]
        .map((entry) => entry as PerformanceResourceTiming & Record<string, string>)
        .map((entry) => [
          entry.name.replace(location.origin, ''),
          `${entry['workerMatchedSourceType']} ${entry['workerFinalSourceType']}`,
        ]),
    ),
  );
}

/** The module script index.html loads first (a hashed file), by its path. */
function entryScript(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new URL(document.querySelector<HTMLScriptElement>('script[type="module"]')?.src ?? '')
        .pathname,
  );
}

describe('the app shell in one service worker', () => {
  it('the demo registers exactly one service worker, the shell’s, and it controls the next load; an old MSW registration goes', async () => {
    const { context, page, errors } = await openDemo(chromium.browser(), appUrl, {
      device: WITH_WORKER,
      beforeGoto: leaveOldMockWorker,
    });
    await cardLink(page, 1).waitFor();
    await workerActive(page);
    await expect.poll(() => registeredWorkers(page)).toEqual([`${appUrl}/sw.js`]);
    await page.reload();
    await cardLink(page, 1).waitFor();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
      `${appUrl}/sw.js`,
    );
    expect(await registeredWorkers(page)).toEqual([`${appUrl}/sw.js`]);
    // Off the online path: the app's files straight from the precache, the page raced against
    // the network, /config.json from the network, all without entering the fetch handler.
    const routed = await routedRequests(page);
    expect(routed[await entryScript(page)]).toBe('cache cache');
    expect(routed['/boards/1']).toMatch(/^race-network-and-fetch-handler /);
    expect(routed['/config.json']).toBe('network network');
    expect(
      await page.evaluate(() => typeof (window as { SharedWorker?: unknown }).SharedWorker),
    ).toBe('function');
    expect(errors.page).toEqual([]);
    await context.close();
  });

  it('the web app manifest names the app, its colours and its icons (192, 512, maskable)', async () => {
    const response = await fetch(`${appUrl}/manifest.webmanifest`);
    expect(response.ok).toBe(true);
    const manifest = (await response.json()) as {
      name: string;
      theme_color: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(manifest.name).toBe('Project Board');
    expect(manifest.theme_color).toBe('#0f172a');
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const image = await fetch(`${appUrl}${icon.src}`);
      expect(image.headers.get('content-type')).toBe('image/png');
    }
  });
});

describe('offline, with the shell cached', () => {
  let mock: MockServer;
  beforeEach(async () => {
    mock = await startMockServer({ port: 0, corsOrigins: [appUrl] });
  });
  afterEach(async () => {
    await mock.close();
  });

  it('a reload opens the app and the board from its copy; an edit waits in the outbox and goes out once online', async () => {
    const { context, page, errors } = await openPage(chromium.browser(), WITH_WORKER);
    await connectToServer(page, {
      appUrl,
      apiUrl: `${mock.url}/api`,
      token: 'demo-manager',
      stayForTab: true,
    });
    await cardLink(page, 1).waitFor();
    await expect.poll(() => copyKeys(page)).toHaveLength(2);
    await workerActive(page);
    await page.reload();
    await cardLink(page, 1).waitFor();
    // The board's read (another origin) goes to the network without entering the worker.
    expect((await routedRequests(page))[`${mock.url}/api/boards/1`]).toBe('network network');

    await context.setOffline(true);
    await page.reload();
    await cardLink(page, 1).waitFor();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
      `${appUrl}/sw.js`,
    );
    await expect
      .poll(() => page.locator('[data-copy-status]').textContent())
      .toBe('Offline — showing your saved copy; changes will be sent when you are back');
    await revealTile(page, 3);
    await page.getByRole('button', { name: /^Actions for card #3 / }).click();
    await page.getByRole('menuitem', { name: 'Delete card…' }).click();
    await page.getByRole('button', { name: 'Delete card' }).click();
    await expect.poll(() => cardLink(page, 3).count()).toBe(0);
    await expect.poll(() => outboxCount(page)).toBe(1);
    const before = await fetch(`${mock.url}/api/boards/1/cards/3`, {
      headers: { Authorization: 'Bearer demo-manager' },
    });
    expect(before.status).toBe(200);

    await context.setOffline(false);
    await expect.poll(() => outboxCount(page)).toBe(0);
    const after = await fetch(`${mock.url}/api/boards/1/cards/3`, {
      headers: { Authorization: 'Bearer demo-manager' },
    });
    expect(after.status).toBe(404);
    expect(errors.page).toEqual([]);
    await context.close();
  });
});
