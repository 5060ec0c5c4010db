#!/usr/bin/env node
// A DevTools timeline trace of one scenario on the bench build, summarised as the main thread's
// top-level tasks and what they spent on layout, style, script and paint.
//   node bench/trace.mjs [--size 5000] [--scenario search|drag|drop|switch|refetch]
//   [--dist dist-bench] (the build to serve) [--min-task 8] (smallest task listed, ms)
import {
  COLUMN as column,
  moveInSteps,
  openDemoBoard,
  option,
  pause,
  switchToListAndBack,
} from './demo-page.mjs';

const size = Number(option('size', '5000'));
const scenario = option('scenario', 'search');
const demo = await openDemoBoard({ dist: option('dist', 'dist-bench'), size });
const { browser, page } = demo;
await demo.start();
await pause(1500);
if (scenario === 'search') {
  await page.getByLabel('Search cards').click();
  await pause(300);
}
let box;
if (scenario === 'drag' || scenario === 'drop') {
  box = await page.locator(`${column} li[data-index]`).first().boundingBox();
  await page.mouse.move(box.x + 100, box.y + 20);
}
if (scenario === 'drop') {
  await page.mouse.down();
  await moveInSteps(page, box, 40);
  await pause(300);
}
await browser.startTracing(page, {
  categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'],
});
if (scenario === 'search') {
  for (const key of option('word', 'billing')) {
    await page.keyboard.press(key);
    await pause(120);
  }
} else if (scenario === 'drag') {
  await page.mouse.down();
  await moveInSteps(page, box, 60);
  await page.mouse.up();
} else if (scenario === 'drop') {
  await page.mouse.up();
} else if (scenario === 'switch') {
  await switchToListAndBack(page);
} else if (scenario === 'refetch') {
  await page.evaluate(() => window.__benchRefetchBoard());
}
await pause(500);
const buffer = await browser.stopTracing();
await demo.close();

const { traceEvents } = JSON.parse(buffer.toString());
const main = traceEvents.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
const onMain = traceEvents.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
const allTasks = onMain.filter((e) => e.name === 'RunTask');
const tasks = allTasks.filter((e) => e.dur > Number(option('min-task', '8')) * 1000);
const kinds = [
  'Layout',
  'UpdateLayoutTree',
  'FunctionCall',
  'EventDispatch',
  'Paint',
  'PrePaint',
  'Layerize',
  'v8.run',
  'TimerFire',
  'FireAnimationFrame',
  'HitTest',
  'ParseHTML',
  'MajorGC',
  'MinorGC',
  'V8.GC_SCAVENGER',
  'BlinkGC.AtomicPhase',
];
const t0 = tasks[0]?.ts ?? 0;
for (const task of tasks) {
  const inside = onMain.filter(
    (e) => e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && e !== task,
  );
  const sum = {};
  for (const e of inside)
    if (kinds.includes(e.name)) sum[e.name] = (sum[e.name] ?? 0) + e.dur / 1000;
  const layouts = inside.filter((e) => e.name === 'Layout').length;
  const events = inside
    .filter((e) => e.name === 'EventDispatch')
    .map((e) => e.args?.data?.type)
    .join(',');
  console.info(
    `${((task.ts - t0) / 1000).toFixed(0).padStart(6)} ms  task ${(task.dur / 1000).toFixed(1).padStart(6)} ms  layouts ${layouts}  ` +
      Object.entries(sum)
        .map(([k, v]) => `${k} ${v.toFixed(1)}`)
        .join('  ') +
      (events ? `  [${events}]` : ''),
  );
}
const busy = allTasks.reduce((sum, task) => sum + task.dur, 0) / 1000;
const longest = Math.max(0, ...allTasks.map((task) => task.dur / 1000));
console.info(
  `main thread busy ${busy.toFixed(1)} ms in ${allTasks.length} tasks; longest ${longest.toFixed(1)} ms`,
);
