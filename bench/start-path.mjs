// Where the app's start goes, on a phone-sized page with the CPU slowed: the browser's paints,
// any performance marks (add some while investigating), each script's and API request's
// download, and the first painted board, in time order.
//   npx vite build && node bench/start-path.mjs [--runs 3] [--size 5000] [--cpu 4] [--dist dist]
import { chromium } from 'playwright-core';
import { option, serveBuild } from './demo-page.mjs';
import { openInstrumentedPage } from './scenarios.mjs';

const runs = Number(option('runs', '3'));
const size = Number(option('size', '5000'));
const cpuRate = Number(option('cpu', '4'));
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

const { server, url } = await serveBuild(option('dist', 'dist'));
const browser = await chromium.launch({
  executablePath: chromePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-renderer-backgrounding'],
});
const rows = new Map();
try {
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext(PHONE);
    const { page } = await openInstrumentedPage(context, cpuRate);
    await page.goto(`${url}/boards/1${size ? `?seed=${size}` : ''}`);
    await page.waitForFunction(() => window.__bench?.painted !== null, null, { timeout: 180_000 });
    const steps = await page.evaluate(() => {
      const out = [];
      const paint = performance.getEntriesByType('paint');
      for (const entry of paint) out.push([entry.name, entry.startTime]);
      for (const entry of performance.getEntriesByType('mark'))
        out.push([entry.name, entry.startTime]);
      for (const entry of performance.getEntriesByType('resource')) {
        const name = entry.name.replace(location.origin, '').replace(/-[\w-]{8}\.js$/, '.js');
        if (/\.js$|\/api\/|config\.json/.test(name)) {
          out.push([`fetch ${name} start`, entry.startTime]);
          out.push([`fetch ${name} end`, entry.responseEnd]);
        }
      }
      out.push(['board painted', window.__bench.painted]);
      return out.sort((a, b) => a[1] - b[1]);
    });
    for (const [name, time] of steps) {
      if (!rows.has(name)) rows.set(name, []);
      rows.get(name).push(time);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
console.info(
  `Start path, 390x844, CPU ${cpuRate}x, ${size || 'demo'} cards, ${runs} runs: median ms from navigation`,
);
for (const [name, times] of [...rows].sort((a, b) => median(a[1]) - median(b[1]))) {
  console.info(
    `${String(Math.round(median(times))).padStart(6)}  ${name}  (${times.map(Math.round).join(', ')})`,
  );
}
