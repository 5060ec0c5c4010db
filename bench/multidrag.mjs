#!/usr/bin/env node
// Dragging a selection (issue 18, docs/selection.md): on the generated board, the first
// column's top `cards` cards are selected (checkbox, then Shift+checkbox for the range), one of
// them is dragged with the mouse across three columns (60 pointer moves 16 ms apart, as the
// main bench's drag) and dropped; the whole selection moves as one action. Prints per run the
// frame gap p95 during the drag, the drop to the next painted frame (as the main bench's
// "drop"), and the drop to the frame painted once every selected card has left the first
// column; then the median of each. Ctrl+Z puts the cards back between runs. Uses the bench build:
//
//   VITE_BENCH=1 npx vite build --outDir dist-bench
//   node bench/multidrag.mjs [--size 5000 --cards 20 --runs 3 --cpu 1 --dist dist-bench]
//
// `--cards 1` drags one selected card: the single-card drag, as a baseline on the same machine.
import { writeFileSync } from 'node:fs';
import { COLUMN, openDemoBoard, option, pause, startFrameGaps } from './demo-page.mjs';

const size = Number(option('size', '5000'));
const cards = Number(option('cards', '20'));
const runs = Number(option('runs', '3'));
const cpuRate = Number(option('cpu', '1'));
const dist = option('dist', 'dist-bench');
const jsonOut = option('json', '');

const FIRST = `${COLUMN} >> nth=0`;
const slot = (index) => `${FIRST} >> li[data-index="${index}"]`;
const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Ticks the first card's box, scrolls its column to the last one and Shift-ticks that. */
async function selectTop(page, count) {
  await page.locator(`${slot(0)} input[data-select-card]`).click();
  if (count === 1) return;
  const last = page.locator(`${slot(count - 1)} input[data-select-card]`);
  while ((await last.count()) === 0) {
    await page
      .locator(FIRST)
      .locator('[data-card-list]')
      .evaluate((list) => {
        list.parentElement.scrollBy(0, 400);
      });
    await pause(50);
  }
  await last.click({ modifiers: ['Shift'] });
  await page.waitForFunction(
    (wanted) => document.querySelectorAll('li[data-selected]').length >= Math.min(wanted, 3),
    count,
  );
  await page
    .locator(FIRST)
    .locator('[data-card-list]')
    .evaluate((list) => {
      list.parentElement.scrollTo(0, 0);
    });
  await page.locator(slot(0)).waitFor();
}

/** Drags the first column's top card `moves` steps right and drops it; returns the figures. */
async function dragSelection(page, moves) {
  const box = await page.locator(slot(0)).boundingBox();
  const from = { x: box.x + box.width / 2, y: box.y + Math.min(20, box.height / 2) };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 10, from.y + 2);
  await page.waitForSelector(cards > 1 ? '[data-moving-count]' : 'li[data-dragging]');
  const badge = cards > 1 ? await page.locator('[data-moving-count]').textContent() : 'none';
  await startFrameGaps(page);
  for (let step = 1; step <= moves; step += 1) {
    await page.mouse.move(from.x + 10 + step * 14, from.y + 2 + step * 3);
    await pause(16);
  }
  const gaps = await page.evaluate(() => {
    window.__gapsRunning = false;
    return window.__gaps.slice(1);
  });
  // The drop: pointerup to the next painted frame, and to the frame painted once no selected
  // card is left in the first column (the board's own update, after the placement's).
  await page.evaluate(() => {
    const paintAfter = (resolve) =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now());
        channel.port2.postMessage(null);
      });
    const first = document.querySelector('section[aria-label$=" column"]');
    const left = () => first.querySelectorAll('li[data-selected]').length === 0;
    window.__drop = { input: null, painted: null, moved: null, longest: 0 };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (window.__drop.input !== null && entry.startTime >= window.__drop.input) {
          window.__drop.longest = Math.max(window.__drop.longest, entry.duration);
        }
      }
    }).observe({ type: 'longtask' });
    document.addEventListener(
      'pointerup',
      (event) => {
        window.__drop.input = event.timeStamp;
        paintAfter((time) => (window.__drop.painted = time));
        const observer = new MutationObserver(() => {
          if (!left()) return;
          observer.disconnect();
          paintAfter((time) => (window.__drop.moved = time));
        });
        observer.observe(first, { childList: true, subtree: true, attributes: true });
      },
      { capture: true, once: true },
    );
  });
  await page.mouse.up();
  await page.waitForFunction(() => window.__drop.painted !== null && window.__drop.moved !== null);
  await pause(500);
  const drop = await page.evaluate(() => ({
    painted: window.__drop.painted - window.__drop.input,
    moved: window.__drop.moved - window.__drop.input,
    longestTask: window.__drop.longest,
  }));
  return { badge, frameGapP95: percentile(gaps, 0.95), frames: gaps.length, ...drop };
}

const { page, cdp, start, close } = await openDemoBoard({ dist, size });
try {
  await start();
  await page.waitForSelector(slot(0));
  await pause(1000);
  if (cpuRate !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  await selectTop(page, cards);
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    const firstBefore = await page.locator(slot(0)).getAttribute('data-card-id');
    const result = await dragSelection(page, 60);
    results.push(result);
    console.info(
      `  run ${run + 1}: overlay "${result.badge}"; frame gap p95 ${result.frameGapP95.toFixed(1)} ms ` +
        `(${result.frames} frames); drop painted ${result.painted.toFixed(1)} ms; all moved ` +
        `painted ${result.moved.toFixed(1)} ms; longest task after the drop ` +
        `${result.longestTask.toFixed(0)} ms`,
    );
    // Put them back for the next run (one undo step), and wait for the first card to return.
    await page.keyboard.press('Control+z');
    await page.waitForFunction(
      ([selector, id]) => document.querySelector(selector)?.getAttribute('data-card-id') === id,
      [`section[aria-label$=" column"] li[data-index="0"]`, firstBefore],
    );
    await pause(1500);
  }
  const figure = (name) => results.map((r) => r[name]);
  const line = (name) =>
    `${median(figure(name)).toFixed(1)} ms (${Math.min(...figure(name)).toFixed(1)}-` +
    `${Math.max(...figure(name)).toFixed(1)})`;
  console.info(
    `drag of ${cards} selected card(s) across columns, ${size}-card board, CPU x${cpuRate}, ` +
      `${runs} runs (median, range): frame gap p95 ${line('frameGapP95')} [budget <= 16.7]; ` +
      `drop painted ${line('painted')} [budget <= 50]; all moved painted ${line('moved')}`,
  );
  if (jsonOut) {
    // One sample per run, named as bench/budgets.mjs names the figures (npm run bench).
    const samples = results.map((result) => ({
      [`drag ${cards} selected: frame gap p95 (ms)`]: result.frameGapP95,
      [`drag ${cards} selected: drop to painted frame (ms)`]: result.painted,
    }));
    writeFileSync(jsonOut, `${JSON.stringify({ size, cpuRate, samples }, null, 2)}\n`);
  }
} finally {
  await close();
}
