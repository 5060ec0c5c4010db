#!/usr/bin/env node
// The board search alone (issue 31, item 3; docs/performance.md, "Search"): on the generated
// board, a word typed key by key in the search box, then cleared, `--runs` times. Per run it
// prints what it measured:
//
// - worst keystroke: the longest event-timing entry of the keys (keydown to the next paint,
//   8 ms resolution, entries of 16 ms and more only: 0 means every key painted within 16 ms),
//   and the longest key-to-next-frame in the page's own clock (a frame callback after each
//   keydown, then a task posted from it, which runs after that frame's paint);
// - last key to filtered board painted: from the last keydown's timeStamp to the frame after
//   which the cards shown on the board (visible card slots, whatever hides or removes them) did
//   not change again for 1.5 s, the server's answer included;
// - tiles rendered while typing (to 240 ms after the last key), and from 240 ms after the last key on (the server's search is asked for after
//   250 ms at rest: its answer merging in), from the bench build's CardTile render counter;
// - that the board shows only cards whose title has the word, and how many.
//
//   VITE_BENCH=1 npx vite build --outDir dist-bench
//   node bench/search.mjs [--size 5000 --runs 5 --cpu 1 --word billing --dist dist-bench]
import { chromium } from 'playwright-core';
import { COLUMN, option, pause, serveBuild } from './demo-page.mjs';
import { openInstrumentedPage } from './scenarios.mjs';

const size = Number(option('size', '5000'));
const runs = Number(option('runs', '5'));
const cpuRate = Number(option('cpu', '1'));
const word = option('word', 'billing');
const dist = option('dist', 'dist-bench');
const KEY_GAP_MS = 120;
const QUIET_MS = 1500;

/** Installed before the app: key-to-frame times and the board's shown cards per frame. */
function instrumentSearch() {
  const probe = { keys: [], frames: [], lastKey: 0 };
  window.__search = probe;
  const afterPaint = (callback) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => callback(performance.now());
      channel.port2.postMessage(null);
    });
  document.addEventListener(
    'keydown',
    (event) => {
      probe.lastKey = event.timeStamp;
      const key = { start: event.timeStamp, painted: null };
      probe.keys.push(key);
      afterPaint((time) => (key.painted = time));
      // The server's search is asked for once the filters rest for 250 ms: what renders after
      // this is its answer merging in.
      clearTimeout(probe.restTimer);
      probe.restTimer = setTimeout(
        () => (probe.rendersAtRest = window.__renders?.CardTile ?? 0),
        240,
      );
    },
    true,
  );
  const shownCards = () =>
    [...document.querySelectorAll('section[aria-label$=" column"] li[data-index]')]
      .filter((slot) => slot.checkVisibility())
      .map((slot) => slot.querySelector('a[href*="/cards/"]')?.getAttribute('href') ?? '')
      .join(' ');
  let last = null;
  let scheduled = false;
  const check = () => {
    scheduled = false;
    afterPaint((time) => {
      const shown = shownCards();
      if (shown === last) return;
      last = shown;
      probe.frames.push({ time, renders: window.__renders?.CardTile ?? 0, shown });
    });
  };
  const start = () =>
    new MutationObserver(() => {
      if (scheduled) return;
      scheduled = true;
      check();
    }).observe(document.body, { childList: true, subtree: true, attributes: true });
  if (document.body) start();
  else document.addEventListener('DOMContentLoaded', start);
}

async function typeWord(page) {
  const box = page.getByRole('searchbox').or(page.getByLabel('Search cards')).first();
  await box.click();
  await pause(300);
  const since = await page.evaluate(() => {
    window.__search.keys = [];
    window.__search.frames = [];
    window.__search.rendersAtStart = window.__renders?.CardTile ?? 0;
    return performance.now();
  });
  for (const key of word) {
    await page.keyboard.press(key);
    await pause(KEY_GAP_MS);
  }
  // Quiet: no change of the shown cards for QUIET_MS.
  for (;;) {
    const idle = await page.evaluate(
      () => performance.now() - (window.__search.frames.at(-1)?.time ?? 0),
    );
    if (idle >= QUIET_MS) break;
    await pause(QUIET_MS - idle + 10);
  }
  const result = await page.evaluate(
    ({ from, text }) => {
      const probe = window.__search;
      const final = probe.frames.at(-1);
      const firstFinal = probe.frames.find((frame) => frame.shown === final.shown);
      const events = window.__bench.events.filter(
        (e) =>
          e.start >= from &&
          ['keydown', 'keypress', 'beforeinput', 'input', 'keyup'].includes(e.name),
      );
      const titles = [...document.querySelectorAll('section[aria-label$=" column"] li[data-index]')]
        .filter((slot) => slot.checkVisibility())
        .map((slot) => slot.textContent?.toLowerCase() ?? '');
      return {
        worstEvent: Math.max(0, ...events.map((e) => e.duration)),
        worstKeyToFrame: Math.max(0, ...probe.keys.map((key) => key.painted - key.start)),
        lastKeyToSettled: final.time - probe.lastKey,
        lastKeyToFinalShown: firstFinal.time - probe.lastKey,
        rendersAfterRest: (window.__renders?.CardTile ?? 0) - probe.rendersAtRest,
        rendersWhileTyping: probe.rendersAtRest - probe.rendersAtStart,
        keyToFrame: probe.keys.map((key) => Math.round(key.painted - key.start)).join(' '),
        boardChanges: probe.frames.filter((frame) => frame.time > probe.lastKey).length,
        shown: titles.length,
        allMatch: titles.every((title) => title.includes(text)),
        result: document.querySelector('[data-result]')?.getAttribute('data-result') ?? null,
      };
    },
    { from: since, text: word },
  );
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.waitForFunction(
    (selector) => document.querySelectorAll(`${selector} li[data-index]`).length > 20,
    COLUMN,
  );
  await pause(1000);
  return result;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const { server, url } = await serveBuild(dist);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-renderer-backgrounding'],
});
try {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(instrumentSearch);
  const { page } = await openInstrumentedPage(context, cpuRate);
  await page.goto(`${url}/boards/1?seed=${size}`);
  await page.waitForSelector(COLUMN, { timeout: 120_000 });
  await pause(2000);
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    const result = await typeWord(page);
    results.push(result);
    console.info(
      `run ${run + 1}: worst keystroke ${result.worstEvent} ms (key to frame ` +
        `${result.worstKeyToFrame.toFixed(1)} ms); last key to filtered board painted ` +
        `${result.lastKeyToSettled.toFixed(1)} ms (final matches first shown ` +
        `${result.lastKeyToFinalShown.toFixed(1)} ms); board changes after the last key ` +
        `${result.boardChanges}; tiles rendered by the server's answer ${result.rendersAfterRest}; ` +
        `keys to frame ${result.keyToFrame} ms; tiles rendered while typing ` +
        `${result.rendersWhileTyping}; ` +
        `${result.shown} cards shown, all match: ${result.allMatch}; result ${result.result}`,
    );
  }
  const line = (name, key, digits = 1) => {
    const values = results.map((result) => result[key]);
    console.info(
      `${name}: median ${median(values).toFixed(digits)} ` +
        `(${Math.min(...values).toFixed(digits)}-${Math.max(...values).toFixed(digits)})`,
    );
  };
  console.info(`\n"${word}" typed ${runs} times, ${size} cards, CPU x${cpuRate}, ${dist}`);
  line('worst keystroke, event timing (ms)', 'worstEvent', 0);
  line('worst keystroke, key to next frame (ms)', 'worstKeyToFrame');
  line('last key to filtered board painted (ms)', 'lastKeyToSettled');
  line('last key to final matches first shown (ms)', 'lastKeyToFinalShown');
  line("tiles rendered by the server's answer (after 240 ms at rest)", 'rendersAfterRest', 0);
  line('tiles rendered while typing (to 240 ms after the last key)', 'rendersWhileTyping', 0);
  if (results.some((result) => !result.allMatch || result.shown === 0)) {
    console.error('A run showed no card or a card without the word');
    process.exitCode = 1;
  }
} finally {
  await browser.close();
  await server.close();
}
