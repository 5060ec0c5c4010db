#!/usr/bin/env node
// A CPU profile (CDP Profiler) of one scenario on the bench build, unminified, to find where
// the time goes: prints the functions with the most self time. Not part of `npm run bench`.
//   node bench/profile.mjs [--size 5000] [--scenario mount|search|drag|dragstart|drop|switch|calendar|refetch] [--skip-build]
//   [--word billing] (what the search scenario types) [--inclusive 40] (rows of inclusive time)
import { execFileSync } from 'node:child_process';
import {
  COLUMN as column,
  moveInSteps,
  openDemoBoard,
  option,
  pause,
  switchToListAndBack,
} from './demo-page.mjs';

const size = Number(option('size', '5000'));
const scenario = option('scenario', 'mount');
if (!process.argv.includes('--skip-build')) {
  execFileSync(
    'npx',
    ['vite', 'build', '--logLevel', 'error', '--outDir', 'dist-bench', '--minify', 'false'],
    { stdio: 'inherit', env: { ...process.env, VITE_BENCH: '1' } },
  );
}
const demo = await openDemoBoard({ size });
const { page, cdp } = demo;
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });

if (scenario === 'mount') await cdp.send('Profiler.start');
await demo.start();
await pause(1000);
if (scenario === 'search') {
  await page.getByLabel('Search cards').click();
  await cdp.send('Profiler.start');
  await page.keyboard.type(option('word', 'billing'), { delay: 120 });
} else if (scenario === 'drag') {
  const box = await page.locator(`${column} li[data-index]`).first().boundingBox();
  await page.mouse.move(box.x + 100, box.y + 20);
  await page.mouse.down();
  await cdp.send('Profiler.start');
  await moveInSteps(page, box, 60);
  await page.mouse.up();
} else if (scenario === 'dragstart') {
  const box = await page.locator(`${column} li[data-index]`).first().boundingBox();
  await page.mouse.move(box.x + 100, box.y + 20);
  await page.mouse.down();
  await cdp.send('Profiler.start');
  await page.mouse.move(box.x + 110, box.y + 22);
  await pause(300);
} else if (scenario === 'drop') {
  const box = await page.locator(`${column} li[data-index]`).first().boundingBox();
  await page.mouse.move(box.x + 100, box.y + 20);
  await page.mouse.down();
  await moveInSteps(page, box, 40);
  await pause(300);
  await cdp.send('Profiler.start');
  await page.mouse.up();
} else if (scenario === 'switch') {
  await cdp.send('Profiler.start');
  await switchToListAndBack(page);
} else if (scenario === 'calendar') {
  // The first switch to the calendar (its chunk is preloaded while the browser is idle).
  await cdp.send('Profiler.start');
  await page
    .getByRole('radiogroup', { name: 'View' })
    .getByRole('radio', { name: 'Calendar' })
    .click();
  await page.locator('section[aria-label="Calendar"] table').waitFor();
} else if (scenario === 'refetch') {
  await cdp.send('Profiler.start');
  await page.evaluate(() => window.__benchRefetchBoard());
}
await pause(500);
const { profile } = await cdp.send('Profiler.stop');
await demo.close();

const self = new Map();
const total = profile.timeDeltas.reduce((a, b) => a + b, 0) / 1000;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const counts = new Map();
for (const id of profile.samples) counts.set(id, (counts.get(id) ?? 0) + 1);
const perSample = total / profile.samples.length;
for (const [id, count] of counts) {
  const { callFrame } = byId.get(id);
  const file = callFrame.url.split('/').pop();
  const key = `${callFrame.functionName || '(anonymous)'} ${file}:${callFrame.lineNumber + 1}`;
  self.set(key, (self.get(key) ?? 0) + count * perSample);
}
// Inclusive time: each function counted once per sample it is on the stack of.
const parent = new Map();
for (const node of profile.nodes)
  for (const child of node.children ?? []) parent.set(child, node.id);
const inclusive = new Map();
for (const [id, count] of counts) {
  const seen = new Set();
  for (let at = id; at !== undefined; at = parent.get(at)) {
    const { callFrame } = byId.get(at);
    if (!callFrame.url) continue;
    const key = `${callFrame.functionName || '(anonymous)'} ${callFrame.url.split('/').pop()}:${callFrame.lineNumber + 1}`;
    if (seen.has(key)) continue;
    seen.add(key);
    inclusive.set(key, (inclusive.get(key) ?? 0) + count * perSample);
  }
}
console.info(`${scenario}: ${Math.round(total)} ms profiled`);
const inclusiveTop = Number(option('inclusive', '40'));
for (const [key, ms] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, inclusiveTop)) {
  console.info(`${ms.toFixed(1).padStart(8)} ms incl.  ${key}`);
}
for (const [key, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30)) {
  console.info(`${ms.toFixed(1).padStart(8)} ms  ${key}`);
}
