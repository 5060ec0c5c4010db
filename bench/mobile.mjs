// The phone figures of issue 20 (docs/layouts.md), run alone on a production build:
//   npx vite build && node bench/mobile.mjs [--runs 3 --size 5000 --cpu 4 --no-lighthouse]
// - first painted board at 390x844 with touch (isMobile), the CPU slowed --cpu times: from the
//   navigation, and the app's share (without the board read's time in the demo's mock server);
// - a swipe to the next column on the same board, at 1x and at --cpu: the gaps between
//   animation frames from the finger's first touch to the snap coming to rest (p95, max);
// - Lighthouse's mobile preset on the board page (performance, accessibility), a first view and
//   then a repeat view in the same browser (the shell's worker and the board's copy kept).
import { chromium } from 'playwright-core';
import { option, pause, serveBuild } from './demo-page.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { openInstrumentedPage, percentile } from './scenarios.mjs';

const runs = Number(option('runs', '3'));
const size = Number(option('size', '5000'));
const cpuRate = Number(option('cpu', '4'));
const withLighthouse = !process.argv.includes('--no-lighthouse');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const COLUMN = 'section[aria-label$=" column"]';

const { server, url } = await serveBuild(option('dist', 'dist'));
const browser = await chromium.launch({
  executablePath: chromePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-renderer-backgrounding'],
});

/** One finger swipe of 240 px to the left, a touch event per 16 ms, then the snap's rest. */
async function swipeFrames(page, cdp) {
  const y = 600;
  await page.evaluate(() => {
    const board = document.querySelector('[data-snap]');
    const gaps = [];
    let last = null;
    let on = true;
    const frame = (time) => {
      if (last !== null) gaps.push(time - last);
      last = time;
      if (on) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    window.__swipe = new Promise((resolve) => {
      board.addEventListener(
        'scrollend',
        () => {
          on = false;
          resolve({ gaps, scrollLeft: board.scrollLeft });
        },
        { once: true },
      );
    });
  });
  let x = 320;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let step = 0; step < 12; step += 1) {
    x -= 20;
    await pause(16);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  const { gaps, scrollLeft } = await page.evaluate(() => window.__swipe);
  return { p95: percentile(gaps, 0.95), max: Math.max(...gaps), frames: gaps.length, scrollLeft };
}

const samples = [];
try {
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext(PHONE);
    const { page, cdp } = await openInstrumentedPage(context, cpuRate);
    await page.goto(`${url}/boards/1?seed=${size}`);
    await page.waitForFunction(() => window.__bench?.painted !== null, null, { timeout: 180_000 });
    const paint = await page.evaluate(() => {
      const board = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/api\/boards\/1(\?|$)/.test(entry.name))
        .at(-1);
      const painted = window.__bench.painted;
      return {
        fromNavigation: painted,
        appShare: board ? painted - (board.responseEnd - board.requestStart) : null,
        fromResponse: board ? painted - board.responseEnd : null,
      };
    });
    await page.waitForSelector(COLUMN);
    await pause(1500);
    const slow = await swipeFrames(page, cdp);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await pause(1000);
    const fast = await swipeFrames(page, cdp);
    const sample = { paint, swipe1x: fast, swipeSlow: slow };
    console.info(`run ${run + 1}/${runs}:`, JSON.stringify(sample));
    samples.push(sample);
    await context.close();
  }
} finally {
  await browser.close();
}

const median = (values) => {
  const sorted = values.filter((v) => v !== null).sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? null;
};
const spread = (values) => {
  const known = values.filter((v) => v !== null);
  // The demo's board read is no network request (its mock answers in a SharedWorker), so
  // Resource Timing has no entry for it and the figures built on it cannot be taken.
  if (known.length === 0) return 'not measured (no board request in Resource Timing)';
  const r = (v) => Math.round(v * 10) / 10;
  return `${r(median(known))} (${r(Math.min(...known))}–${r(Math.max(...known))})`;
};
console.info(`\nPhone 390x844, ${size} cards, ${runs} runs: median (min–max)`);
console.info(
  `first painted board, CPU ${cpuRate}x, from navigation (ms): ${spread(samples.map((s) => s.paint.fromNavigation))}`,
);
console.info(
  `first painted board, CPU ${cpuRate}x, app's share without the mock's board read (ms): ${spread(samples.map((s) => s.paint.appShare))}; budget 1500`,
);
console.info(
  `first painted board, CPU ${cpuRate}x, board response to paint (ms): ${spread(samples.map((s) => s.paint.fromResponse))}`,
);
console.info(
  `swipe to the next column, CPU 1x, frame gap p95 (ms): ${spread(samples.map((s) => s.swipe1x.p95))}; budget 16.7`,
);
console.info(
  `swipe to the next column, CPU 1x, longest frame gap (ms): ${spread(samples.map((s) => s.swipe1x.max))}`,
);
console.info(
  `swipe to the next column, CPU ${cpuRate}x, frame gap p95 (ms): ${spread(samples.map((s) => s.swipeSlow.p95))}`,
);
console.info(
  `swipe landed on (scrollLeft): ${samples.map((s) => `${s.swipeSlow.scrollLeft}, ${s.swipe1x.scrollLeft}`).join('; ')}`,
);

if (withLighthouse) {
  const lh = await runLighthouse(`${url}/boards/1`, {
    chromePath,
    runs: 1,
    preset: 'mobile',
    repeatView: true,
  });
  for (const result of lh.runs) {
    console.info(`Lighthouse mobile, ${result.view} view: ${JSON.stringify(result)}`);
  }
}
await server.close();
