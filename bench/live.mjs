#!/usr/bin/env node
// Live board figures (issue 14, docs/live-boards.md): two tabs of the demo (one shared mock, as
// two browsers on one server), Maya and Eli on a generated board. Eli moves a card (a PATCH from
// his tab); in Maya's tab: the time from Eli's request to the frame that shows the card in its
// new column, the longest main-thread block meanwhile, and the card tiles re-rendered. Then a
// poll of the unchanged board (the ETag read, answered 304): the longest block and tiles
// re-rendered. The hour-long heap figure is not measured here. Uses the bench build (VITE_BENCH=1 counts tile renders):
//
//   VITE_BENCH=1 npx vite build --outDir dist-bench
//   node bench/live.mjs [--size 5000 --runs 3 --cpu 1 --dist dist-bench --changes 3600 --rate 20
//                        --heap-diff --json out.json]
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { COLUMN, option, pause, serveBuild } from './demo-page.mjs';
import { heapByType, printHeapGrowth } from './heap-snapshot.mjs';

const size = Number(option('size', '5000'));
const runs = Number(option('runs', '3'));
const cpuRate = Number(option('cpu', '1'));
const dist = option('dist', 'dist-bench');
const heapChanges = Number(option('changes', '3600'));
const heapRate = Number(option('rate', '20'));
/** Where `npm run bench` wants the figures as JSON (its table and budgets). */
const jsonOut = option('json', '');
/** Also print what the heap gained over the changes, by object type (`--heap-diff`). */
const heapDiff = process.argv.includes('--heap-diff');

const { server, url } = await serveBuild(dist);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-renderer-backgrounding',
    '--disable-background-timer-throttling',
    '--disable-backgrounding-occluded-windows',
  ],
});

/** As `token`, in this tab only (the demo's token is per tab). */
const signInAs = (page, token) =>
  page.addInitScript((demoToken) => {
    sessionStorage.setItem(
      'project-board.connection',
      JSON.stringify({ kind: 'demo', token: demoToken }),
    );
  }, token);

/**
 * In the page: probes the main thread with a chain of MessageChannel tasks (the largest gap is
 * the longest block, to about 1 ms; the Long Tasks API only sees tasks over 50 ms).
 */
function startProbe() {
  const gaps = [];
  let last = performance.now();
  let probing = true;
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    const time = performance.now();
    gaps.push({ end: time, duration: time - last });
    last = time;
    if (probing) channel.port2.postMessage(null);
  };
  channel.port2.postMessage(null);
  window.__probe = {
    stop(from) {
      probing = false;
      return Math.max(0, ...gaps.filter((gap) => gap.end >= from).map((gap) => gap.duration));
    },
  };
}

const renders = (page) => page.evaluate(() => window.__renders?.CardTile ?? 0);

async function heapMb(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0) / 1024 / 1024;
}

/** Maya and Eli on the generated board, both following its stream. */
async function openTwoTabs() {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const maya = await context.newPage();
  await signInAs(maya, 'demo-manager');
  const cdp = await context.newCDPSession(maya);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  await maya.goto(`${url}/boards/1?seed=${size}`);
  await maya.waitForSelector(COLUMN, { timeout: 180_000 });
  const eli = await context.newPage();
  await signInAs(eli, 'demo-editor');
  await eli.goto(`${url}/boards/1`);
  await eli.waitForSelector(COLUMN, { timeout: 180_000 });
  await maya.getByRole('list', { name: 'Also viewing this board' }).waitFor({ timeout: 30_000 });
  await pause(1500);
  return { context, maya, eli, cdp };
}

/** Heap growth in Maya's tab over `heapChanges` renames by Eli (the cards shown first). */
async function measureHeap() {
  const { context, maya, eli, cdp } = await openTwoTabs();
  await cdp.send('Performance.enable');
  // The first column's first cards: on screen all along (short titles keep their height).
  const ids = await maya.evaluate((selector) => {
    const links = [
      ...(document.querySelector(selector)?.querySelectorAll('a[href*="/cards/"]') ?? []),
    ];
    return links.slice(0, 10).map((link) => Number(/\/cards\/(\d+)/.exec(link.href)?.[1]));
  }, COLUMN);
  const renames = (from, count) =>
    eli.evaluate(
      async ({ cardIds, first, changes, rate }) => {
        for (let change = first; change < first + changes; change += 1) {
          const started = performance.now();
          const id = cardIds[change % cardIds.length];
          await fetch(`/api/boards/1/cards/${id}`, {
            method: 'PATCH',
            headers: { Authorization: 'Bearer demo-editor', 'Content-Type': 'application/json' },
            body: JSON.stringify({ title: `Eli ${change}` }),
          });
          const wait = 1000 / rate - (performance.now() - started);
          if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        }
      },
      { cardIds: ids, first: from, changes: count, rate: heapRate },
    );
  // Warm-up (the code paths compiled, the caches filled), then the measured hour.
  await renames(0, 100);
  await pause(7000);
  const before = await heapMb(cdp);
  const snapshotBefore = heapDiff ? await heapByType(cdp) : null;
  await renames(100, heapChanges);
  await pause(7000); // the last marks expire
  const after = await heapMb(cdp);
  if (snapshotBefore) printHeapGrowth(snapshotBefore, await heapByType(cdp));
  const shown = await maya.getByText(`Eli ${100 + heapChanges - 1}`, { exact: true }).count();
  await context.close();
  return { before, after, growth: ((after - before) / before) * 100, lastChangeShown: shown > 0 };
}

async function measureRun() {
  const { context, maya, eli } = await openTwoTabs();

  // The card Eli moves: the first of Maya's first column, to the top of her second one.
  const move = await maya.evaluate((selector) => {
    const [from, to] = document.querySelectorAll(selector);
    const link = from?.querySelector('a[href*="/cards/"]');
    const cardId = Number(/\/cards\/(\d+)/.exec(link?.getAttribute('href') ?? '')?.[1]);
    return { cardId, toName: to?.getAttribute('aria-label') ?? '' };
  }, COLUMN);
  const toColumnId = await eli.evaluate(async (name) => {
    const response = await fetch('/api/boards/1', {
      headers: { Authorization: 'Bearer demo-editor' },
    });
    const body = await response.json();
    const board = body.data ?? body;
    const columns = Array.isArray(board.columns) ? board.columns : Object.values(board.columns);
    return columns.find((column) => `${column.name} column` === name)?.id;
  }, move.toName);

  const rendersBefore = await renders(maya);
  // Tiles that enter the page (mounted) are told apart from tiles rendered again.
  await maya.evaluate(() => {
    window.__tilesMounted = 0;
    window.__tileObserver = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          window.__tilesMounted += node.matches('article')
            ? 1
            : node.querySelectorAll('article').length;
        }
      }
    });
    window.__tileObserver.observe(document.body, { childList: true, subtree: true });
  });
  await maya.evaluate(startProbe);
  await maya.evaluate(({ cardId, toName }) => {
    const selector = `section[aria-label="${toName}"] a[href$="/cards/${cardId}"]`;
    window.__seen = new Promise((resolve) => {
      const painted = () =>
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve(performance.timeOrigin + performance.now());
          channel.port2.postMessage(null);
        });
      const observer = new MutationObserver(() => {
        if (!document.querySelector(selector)) return;
        observer.disconnect();
        painted();
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
  }, move);
  const sentAt = await eli.evaluate(
    async ({ cardId, columnId }) => {
      const at = performance.timeOrigin + performance.now();
      const response = await fetch(`/api/boards/1/cards/${cardId}`, {
        method: 'PATCH',
        headers: { Authorization: 'Bearer demo-editor', 'Content-Type': 'application/json' },
        body: JSON.stringify({ column_id: columnId, order: 1 }),
      });
      if (!response.ok) throw new Error(`PATCH: ${response.status}`);
      return at;
    },
    { cardId: move.cardId, columnId: toColumnId },
  );
  const shownAt = await maya.evaluate(() => window.__seen);
  await pause(700);
  const moveBlock = await maya.evaluate(
    (from) => window.__probe.stop(from - performance.timeOrigin),
    sentAt,
  );
  const moveRenders = (await renders(maya)) - rendersBefore;
  const moveMounts = await maya.evaluate(() => {
    window.__tileObserver.disconnect();
    return window.__tilesMounted;
  });

  // A poll of the unchanged board: the ETag read, a 304. The first read after a change merged
  // from the stream brings the new tag (a full read); the one after it is the idle poll.
  await maya.evaluate(() => window.__benchRefetchBoard());
  await pause(500);
  const pollRendersBefore = await renders(maya);
  await maya.evaluate(startProbe);
  const poll = await maya.evaluate(async () => {
    const from = performance.now();
    const mark = performance.getEntriesByType('resource').length;
    await window.__benchRefetchBoard();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const read = performance
      .getEntriesByType('resource')
      .slice(mark)
      .filter((entry) => /\/api\/boards\/1(\?|$)/.test(entry.name))
      .at(-1);
    return { block: window.__probe.stop(from), status: read?.responseStatus ?? null };
  });
  const pollRenders = (await renders(maya)) - pollRendersBefore;
  await context.close();
  return {
    "teammate's move shown (ms)": shownAt - sentAt,
    'one changed card: longest block (ms)': moveBlock,
    'one changed card: tiles rendered': moveRenders,
    'one changed card: tiles mounted (of those rendered)': moveMounts,
    'one changed card: tiles rendered again': moveRenders - moveMounts,
    'poll, no change: longest block (ms)': poll.block,
    'poll, no change: tiles rendered': pollRenders,
    'poll, no change: HTTP status': poll.status,
  };
}

const samples = [];
for (let run = 0; run < runs; run += 1) samples.push(await measureRun());
console.info(`Live board, ${size} cards, CPU x${cpuRate}, ${runs} runs (median [min-max]):`);
for (const figure of Object.keys(samples[0])) {
  const values = samples.map((sample) => sample[figure]).sort((a, b) => a - b);
  const median = values[Math.floor(values.length / 2)];
  const round = (value) => (typeof value === 'number' ? Math.round(value * 10) / 10 : value);
  console.info(`  ${figure}: ${round(median)} [${round(values[0])}-${round(values.at(-1))}]`);
}
let heap = null;
if (heapChanges > 0) {
  heap = await measureHeap();
  console.info(
    `  heap after ${heapChanges} changes (${heapRate}/s): ${heap.before.toFixed(1)} -> ` +
      `${heap.after.toFixed(1)} MB (${heap.growth.toFixed(1)} %), last change shown: ` +
      `${heap.lastChangeShown}`,
  );
}
if (jsonOut) {
  const heapFigure = `heap growth over ${heapChanges} teammate changes (%)`;
  const withHeap = samples.map((sample) =>
    heap ? { ...sample, [heapFigure]: heap.growth } : sample,
  );
  writeFileSync(
    jsonOut,
    `${JSON.stringify({ size, cpuRate, samples: withHeap, heap }, null, 2)}\n`,
  );
}
await browser.close();
await server.close();
