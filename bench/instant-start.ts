// Issue 30: how soon a board opened before is painted from its saved copy.
//
//   npx vite build && npx tsx bench/instant-start.ts --sizes 5000,20000 --runs 5 [--profile yes]
//   [--phone yes --cpu 4] (the phone's warm start: 390x844 with touch, the CPU slowed 4x)
//   (A/B: an earlier commit built with `npx vite build --outDir dist-base`, then
//   `--dist dist-base --copies no`; or `--dist dist-base,dist`: the warm navigations of the
//   builds alternate run by run in one browser, so a load that changes over the minutes of a
//   run weighs on each alike, and the builds' switches follow one after the other)
//
// For each size and mode (the demo, whose mock runs in a worker beside the page,
// and server mode, the Node mock on another origin): a first visit opens board 1 and waits
// until its copy is kept; then
// - "warm navigation": `page.goto` of the board again (a second visit, warm HTTP cache), from
//   the navigation's start to the first frame painted with card titles;
// - "switch, in memory": on board 2, back to board 1 in the app (history + popstate), to the
//   first frame with its cards (the board still in React Query's memory);
// - "switch, from the copy": the same after a reload on board 2, so board 1 comes from its copy.
// - "DOM elements at rest": the page's elements a second after each warm navigation, and a
//   tile's on average.
// Prints every sample and the medians; figures are of this machine, at the time of the run.
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { preview } from 'vite';
import { startMockServer } from '../src/mock/node/server';
import { writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { TRACE_CATEGORIES, traceBreakdown } from './trace-breakdown';

function option(name: string, fallback: string): string {
  const argv = process.argv.slice(2);
  const index = argv.indexOf(`--${name}`);
  return index >= 0 && argv[index + 1] !== undefined ? (argv[index + 1] ?? fallback) : fallback;
}

const sizes = option('sizes', '5000').split(',').map(Number);
const runs = Number(option('runs', '5'));
const modes = option('modes', 'demo,server').split(',');
const dists = option('dist', 'dist').split(',');
// `--copies no`: a build without board copies (an A/B run against an earlier commit).
const copies = option('copies', 'yes') === 'yes';
// `--stop-workers yes`: every service worker stopped before each warm navigation, as after a
// while away (the browser stops an idle worker within a minute); otherwise the worker that
// served the last navigation seconds before is still running.
const stopWorkers = option('stop-workers', 'no') === 'yes';
// `--profile yes`: the last warm navigation of each build is traced, and where its time went
// printed (bench/trace-breakdown.ts).
const profile = option('profile', 'no') === 'yes';
// `--trace-file PREFIX`: with `--profile yes`, each build's last trace is also written to
// PREFIX.<dist folder>.json (for chrome://tracing, or a closer look than the breakdown).
const traceFile = option('trace-file', '');
// `--phone yes`: a 390x844 touch screen (the issue's phone) instead of 1440x900; `--cpu N`: the
// page's CPU slowed N times (DevTools' throttling) for the timed navigations and switches.
const phone = option('phone', 'no') === 'yes';
const cpuRate = Number(option('cpu', '1'));
// `--first-visits N`: how many first visits (a new browser context: no cache, no worker, no
// copy; the demo generates its board) are timed per build, mode and size (default 1).
const firstVisits = Math.max(1, Number(option('first-visits', '1')));

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/**
 * Records, from the time origin, the first frame painted with a card of the board in the
 * address (set `painted` back to null to time the next board shown).
 */
function watchFirstCards(): void {
  const probe = { painted: null as number | null, waiting: false };
  (window as unknown as { __instant: typeof probe }).__instant = probe;
  new MutationObserver(() => {
    if (probe.painted !== null || probe.waiting) return;
    const board = /^\/boards\/(\d+)/.exec(location.pathname)?.[1];
    if (!board) return;
    const selector = `section[aria-label$=" column"] a[href^="/boards/${board}/cards/"]`;
    if (!document.querySelector(selector)) return;
    probe.waiting = true;
    requestAnimationFrame(() => {
      // The frame with the cards is painted when the next one starts.
      requestAnimationFrame((time) => {
        probe.painted = time;
        probe.waiting = false;
      });
    });
  }).observe(document, { childList: true, subtree: true });
}

async function copyKept(page: Page, boardId: number): Promise<boolean> {
  return page.evaluate(async (id) => {
    const names = (await indexedDB.databases()).map((info) => info.name);
    if (!names.includes('project-board-copies')) return false;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('project-board-copies');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(new Error('open'));
    });
    const keys = await new Promise<IDBValidKey[]>((resolve, reject) => {
      const request = db.transaction('boards').objectStore('boards').getAllKeys();
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(new Error('keys'));
    });
    db.close();
    return keys.some((key) => String(key).endsWith(`|${id}|body`));
  }, boardId);
}

/**
 * The page's elements a second after the board is painted and its copy kept (docs/performance.md,
 * "How each figure is measured"), and the elements of a tile (its slot) on average.
 */
async function domAtRest(page: Page): Promise<{ elements: number; perTile: number }> {
  await page.waitForTimeout(1000);
  return page.evaluate(() => {
    const slots = [...document.querySelectorAll('section[aria-label$=" column"] li[data-card-id]')];
    const inTiles = slots.reduce((sum, slot) => sum + 1 + slot.getElementsByTagName('*').length, 0);
    return {
      elements: document.getElementsByTagName('*').length,
      perTile: slots.length ? inTiles / slots.length : 0,
    };
  });
}

/** How long reading board `boardId`'s saved copy from IndexedDB takes alone (ms), in the page. */
async function copyReadMs(page: Page, boardId: number): Promise<number> {
  return page.evaluate(async (id) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('project-board-copies');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(new Error('open'));
    });
    const store = db.transaction('boards').objectStore('boards');
    const keys = await new Promise<IDBValidKey[]>((resolve, reject) => {
      const request = store.getAllKeys();
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(new Error('keys'));
    });
    const key = keys.find((candidate) => String(candidate).endsWith(`|${id}|body`));
    const started = performance.now();
    await new Promise<void>((resolve, reject) => {
      const request = db
        .transaction('boards')
        .objectStore('boards')
        .get(key ?? '');
      request.onsuccess = () => resolve();
      request.onerror = () => reject(new Error('get'));
    });
    const elapsed = performance.now() - started;
    db.close();
    return elapsed;
  }, boardId);
}

async function waitForCopy(page: Page, boardId: number): Promise<void> {
  if (!copies) return;
  for (let tries = 0; tries < 600; tries += 1) {
    if (await copyKept(page, boardId)) return;
    await page.waitForTimeout(100);
  }
  throw new Error(`board ${boardId}'s copy was never kept`);
}

/**
 * A build with the app shell's service worker (dist/sw.js): the warm navigations are timed once
 * it is active, so they load the app from its precache as a returning visitor's do.
 */
async function waitForShellWorker(page: Page, dist: string): Promise<void> {
  if (!existsSync(`${dist}/sw.js`)) return;
  // page.evaluate awaits the promise (waitForFunction took a pending promise for true).
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (registration.active?.state === 'activated') return;
    await new Promise<void>((resolve) =>
      registration.active?.addEventListener('statechange', () => resolve()),
    );
  });
}

/** With the shell's worker, every timed warm navigation must be one it controls. */
async function checkControlled(page: Page, dist: string): Promise<void> {
  if (!existsSync(`${dist}/sw.js`)) return;
  const controller = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
  if (!controller?.endsWith('/sw.js'))
    throw new Error('a warm navigation the worker did not control');
}

async function painted(page: Page): Promise<number> {
  await page.waitForFunction(
    () =>
      (window as unknown as { __instant?: { painted: number | null } }).__instant?.painted != null,
    null,
    { timeout: 120_000 },
  );
  return page.evaluate(
    () => (window as unknown as { __instant: { painted: number } }).__instant.painted,
  );
}

/** In-app navigation to `path` (wouter follows history), timed to the first painted cards. */
async function switchTo(page: Page, path: string): Promise<number> {
  return page.evaluate(async (to) => {
    const probe = (window as unknown as { __instant: { painted: number | null } }).__instant;
    probe.painted = null;
    const start = performance.now();
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
    // No named functions in here: tsx would wrap them in a helper the page does not have.
    await new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        if (probe.painted === null) return;
        clearInterval(timer);
        resolve();
      }, 5);
    });
    return (probe.painted ?? 0) - start;
  }, path);
}

async function stopServiceWorkers(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('ServiceWorker.enable');
  await session.send('ServiceWorker.stopAllWorkers');
  await session.detach();
}

interface Visit {
  dist: string;
  appUrl: string;
  page: Page;
  /** The first visit's navigation to its first painted board (ms): cold cache, no copy. */
  firstPaint: number;
  close: () => Promise<unknown>;
}

/** Serves one build, opens board 1 once and waits for its copy and the shell's worker. */
async function firstVisit(
  browser: Browser,
  dist: string,
  mode: string,
  size: number,
): Promise<Visit> {
  const site = await preview({
    build: { outDir: dist },
    preview: { port: 0, host: '127.0.0.1' },
    logLevel: 'warn',
  });
  const appUrl = (site.resolvedUrls?.local[0] ?? '').replace(/\/$/, '');
  const mock =
    mode === 'server'
      ? await startMockServer({ port: 0, corsOrigins: [appUrl], seedSize: size })
      : null;
  const context = await browser.newContext(
    phone
      ? { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }
      : { viewport: { width: 1440, height: 900 } },
  );
  await context.addInitScript(
    (connection) => {
      if (!sessionStorage.getItem('project-board.connection'))
        sessionStorage.setItem('project-board.connection', connection);
    },
    JSON.stringify(
      mock
        ? { kind: 'server', baseUrl: `${mock.url}/api`, token: 'demo-manager' }
        : { kind: 'demo', token: 'demo-manager' },
    ),
  );
  await context.addInitScript(watchFirstCards);
  const page = await context.newPage();
  await page.goto(`${appUrl}/boards/1${mock ? '' : `?seed=${size}`}`);
  const firstPaint = await painted(page);
  await waitForCopy(page, 1);
  await waitForShellWorker(page, dist);
  // Slowed after the first visit (its generation of the demo's board is not what is timed); the
  // rate stays on the page's target across its navigations.
  if (cpuRate !== 1) {
    const session = await context.newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  }
  const close = () => Promise.all([context.close(), mock?.close(), site.close()]);
  return { dist, appUrl, page, firstPaint, close };
}

async function main(): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const results: Record<string, number[]> = {};
  const add = (name: string, value: number) => {
    (results[name] ??= []).push(Math.round(value));
    console.info(`${name}: ${Math.round(value)}`);
  };
  try {
    for (const mode of modes) {
      for (const size of sizes) {
        const labelOf = (dist: string) =>
          `${dists.length > 1 ? `${dist}: ` : ''}${mode}, ${size} cards${phone ? ', phone' : ''}${cpuRate !== 1 ? `, CPU ${cpuRate}x` : ''}`;
        // The first visit runs before the CPU is slowed (`--cpu` times the warm starts).
        const firstLabel = (dist: string) =>
          `${dists.length > 1 ? `${dist}: ` : ''}${mode}, ${size} cards${phone ? ', phone' : ''}: first visit to the first painted board, CPU 1x (ms)`;
        // More first visits than the one each build's runs start from (`--first-visits N`).
        for (let extra = 1; extra < firstVisits; extra += 1) {
          for (const dist of dists) {
            const visit = await firstVisit(browser, dist, mode, size);
            add(firstLabel(dist), visit.firstPaint);
            await visit.close();
          }
        }
        const visits: Visit[] = [];
        for (const dist of dists) {
          const visit = await firstVisit(browser, dist, mode, size);
          add(firstLabel(dist), visit.firstPaint);
          visits.push(visit);
        }
        for (let run = 0; run < runs; run += 1) {
          for (const { dist, appUrl, page } of visits) {
            if (stopWorkers) await stopServiceWorkers(page);
            const traced = profile && run === runs - 1;
            if (traced) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
            await page.goto(`${appUrl}/boards/1`);
            const warm = await painted(page);
            if (traced) {
              console.info(
                `${labelOf(dist)}: where the warm navigation's ${Math.round(warm)} ms went`,
              );
              const trace = await browser.stopTracing();
              if (traceFile) writeFileSync(`${traceFile}.${basename(dist)}.json`, trace);
              console.info(traceBreakdown(trace, warm));
              console.info(
                `  the copy's read from IndexedDB alone: ${Math.round(await copyReadMs(page, 1))} ms`,
              );
            }
            await checkControlled(page, dist);
            add(`${labelOf(dist)}: warm navigation to the first painted board (ms)`, warm);
            await waitForCopy(page, 1);
            const rest = await domAtRest(page);
            add(`${labelOf(dist)}: DOM elements at rest`, rest.elements);
            add(`${labelOf(dist)}: elements per tile at rest`, rest.perTile);
          }
        }
        for (const { dist, appUrl, page, close } of visits) {
          const label = labelOf(dist);
          // Board 2 opened once, then switches back to board 1.
          await page.goto(`${appUrl}/boards/2`);
          await page.waitForSelector('section[aria-label$=" column"]', { timeout: 120_000 });
          for (let run = 0; run < runs; run += 1) {
            await page.goto(`${appUrl}/boards/2`);
            await page.waitForSelector('section[aria-label$=" column"]', { timeout: 120_000 });
            add(
              `${label}: switch to board 1, from the copy (ms)`,
              await switchTo(page, '/boards/1'),
            );
            await switchTo(page, '/boards/2').catch(() => 0);
            add(`${label}: switch to board 1, in memory (ms)`, await switchTo(page, '/boards/1'));
          }
          await close();
        }
      }
    }
  } finally {
    await browser.close();
  }
  for (const [name, values] of Object.entries(results)) {
    console.info(`${name}: median ${median(values)} (${values.join(', ')})`);
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
