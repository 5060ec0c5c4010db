#!/usr/bin/env node
// A card a draggable only while it can be picked up (issue 31, item 2, docs/performance.md):
// two bench builds served side by side and measured alternately in one browser, so a busy
// machine's drift falls on both. Per run, on the generated board: the card grips that carry
// dnd-kit's instructions (one per mounted draggable hook), then a first-column card pressed
// (pointerdown to the next painted frame: where a card now mounts its draggable), moved 10 px
// (drag start, as bench/scenarios.mjs: the first move to the frame painted with the slot marked)
// and dropped after 20 moves (pointerup to the next painted frame).
//
//   VITE_BENCH=1 npx vite build --outDir dist-bench-b      (and dist-bench-a at another commit)
//   node bench/pickup.mjs [--a dist-bench-a --b dist-bench-b --runs 6 --size 5000]
import { chromium } from 'playwright-core';
import { option, pause, serveBuild } from './demo-page.mjs';
import { openInstrumentedPage, percentile } from './scenarios.mjs';

const builds = { a: option('a', 'dist-bench-a'), b: option('b', 'dist-bench-b') };
const runs = Number(option('runs', '6'));
const size = Number(option('size', '5000'));
const SLOT = 'section[aria-label$=" column"] li[data-index]';

const servers = {};
for (const [name, dist] of Object.entries(builds)) servers[name] = await serveBuild(dist);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});

async function measureOnce(url) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const { page } = await openInstrumentedPage(context, 1);
  await page.goto(`${url}/boards/1?seed=${size}`);
  await page.waitForSelector(SLOT, { timeout: 120_000 });
  await pause(1500);
  const slots = await page.locator(SLOT).count();
  const grips = () => page.locator('button[aria-describedby^="DndDescribedBy"]').count();
  const gripsIdle = await grips();
  const box = await page.locator(SLOT).first().boundingBox();
  if (!box) throw new Error('no card');
  const from = { x: box.x + box.width / 2, y: box.y + Math.min(20, box.height / 2) };
  await page.mouse.move(from.x, from.y);
  await page.evaluate(() => {
    window.__pick = { down: null, downPainted: null, move: null, started: null };
    document.addEventListener(
      'pointerdown',
      (event) => {
        window.__pick.down = event.timeStamp;
        window.__bench.nextPaint().then((time) => (window.__pick.downPainted = time));
      },
      { capture: true, once: true },
    );
  });
  await page.mouse.down();
  await page.waitForFunction(() => window.__pick.downPainted !== null);
  await page.evaluate(() => {
    document.addEventListener('pointermove', (event) => (window.__pick.move = event.timeStamp), {
      capture: true,
      once: true,
    });
    window.__bench.paintWhen('li[data-dragging]').then((time) => (window.__pick.started = time));
  });
  await page.mouse.move(from.x + 10, from.y + 2);
  await page.waitForFunction(() => window.__pick.started !== null);
  const gripsDragging = await grips();
  for (let step = 1; step <= 20; step += 1) {
    await page.mouse.move(from.x + 10 + step * 14, from.y + 2 + step * 3);
    await pause(16);
  }
  await page.evaluate(() => {
    window.__drop = { input: null, painted: null };
    document.addEventListener(
      'pointerup',
      (event) => {
        window.__drop.input = event.timeStamp;
        window.__bench.nextPaint().then((time) => (window.__drop.painted = time));
      },
      { capture: true, once: true },
    );
  });
  await page.mouse.up();
  await page.waitForFunction(() => window.__drop.painted !== null);
  const figures = await page.evaluate(() => ({
    press: window.__pick.downPainted - window.__pick.down,
    dragStart: window.__pick.started - window.__pick.move,
    drop: window.__drop.painted - window.__drop.input,
  }));
  await context.close();
  return { slots, gripsIdle, gripsDragging, ...figures };
}

const samples = { a: [], b: [] };
for (let run = 1; run <= runs; run += 1) {
  for (const name of run % 2 ? ['a', 'b'] : ['b', 'a']) {
    const sample = await measureOnce(servers[name].url);
    samples[name].push(sample);
    console.log(`run ${run} ${name} (${builds[name]}): ${JSON.stringify(sample)}`);
  }
}
const fmt = (values) =>
  `median ${percentile(values, 0.5).toFixed(1)} (${Math.min(...values).toFixed(1)}-${Math.max(...values).toFixed(1)})`;
for (const name of ['a', 'b']) {
  const list = samples[name];
  console.log(`\n${name}: ${builds[name]}, ${list.length} runs, ${size} cards, CPU x1`);
  for (const key of ['slots', 'gripsIdle', 'gripsDragging', 'press', 'dragStart', 'drop'])
    console.log(`  ${key}: ${fmt(list.map((sample) => sample[key]))}`);
}
await browser.close();
for (const server of Object.values(servers)) await server.server.close();
