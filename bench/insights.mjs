#!/usr/bin/env node
// Insights figures (docs/insights.md) on the generated board (`?seed=N`, 90 days of history):
// the view's paint after the feed is in hand (performance marks `insights:feed` when the last
// page is read and `insights:painted` after the frame that shows the numbers), the computation
// in the worker (the mark's detail), a range change (click → painted), a filter change by a click
// (the Stale toggle → painted with the filter applied) and by typing (input → painted with the
// filter applied, the search's 150 ms typing pause included), and the longest main-thread task
// from the Insights click to the first paint, also split into the tasks that start while the
// feed is read (longestInFeed) and after it is in hand (longestInDraw). Builds dist/ unless
// --skip-build.
//   node bench/insights.mjs [--runs 5 --size 5000 --skip-build]
import { execFileSync } from 'node:child_process';
import { option, openDemoBoard } from './demo-page.mjs';

const runs = Number(option('runs', '5'));
const size = Number(option('size', '5000'));
const dist = option('dist', 'dist');
if (!process.argv.includes('--skip-build'))
  execFileSync('npx', ['vite', 'build'], { stdio: 'ignore' });

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const figures = {
  feedToPaint: [],
  compute: [],
  rangeChange: [],
  filterClick: [],
  filterTyped: [],
  longestTask: [],
  longestInFeed: [],
  longestInDraw: [],
};

/**
 * ms from the user's event (the click or the input's event time, read in the page, so the
 * driver's own checks before a click are not counted) to the next `insights:painted` mark whose
 * numbers are filtered (or not) as `filtered` says: a paint of numbers from before the change
 * does not count.
 */
async function eventToPaint(page, type, act, filtered = false) {
  await page.evaluate((eventType) => {
    performance.clearMarks('insights:painted');
    window.__eventAt = null;
    document.addEventListener(eventType, (event) => (window.__eventAt = event.timeStamp), {
      capture: true,
      once: true,
    });
  }, type);
  await act();
  await page.waitForFunction(
    (want) =>
      performance
        .getEntriesByName('insights:painted')
        .some((mark) => mark.detail.filtered === want),
    filtered,
    { timeout: 30_000 },
  );
  return page.evaluate(
    (want) =>
      performance.getEntriesByName('insights:painted').find((mark) => mark.detail.filtered === want)
        .startTime - window.__eventAt,
    filtered,
  );
}

for (let run = 0; run < runs; run += 1) {
  const demo = await openDemoBoard({ dist, size });
  const { page } = demo;
  await demo.start();
  await page.evaluate(() => {
    window.__tasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        window.__tasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask' });
  });
  await page
    .getByRole('radiogroup', { name: 'View' })
    .getByRole('radio', { name: 'Insights' })
    .click();
  await page.waitForFunction(
    () => performance.getEntriesByName('insights:painted').length > 0,
    null,
    {
      timeout: 120_000,
    },
  );
  const first = await page.evaluate(() => {
    const feed = performance.getEntriesByName('insights:feed').at(-1);
    const painted = performance.getEntriesByName('insights:painted')[0];
    // Tasks over 50 ms up to the paint: while the feed is read (until its last page is in
    // hand), and after it (the computation's answer drawn).
    const upTo = window.__tasks.filter((task) => task.start < painted.startTime);
    const longest = (tasks) => Math.max(0, ...tasks.map((task) => task.duration));
    return {
      paint: painted.startTime - feed.startTime,
      compute: painted.detail.ms,
      longest: longest(upTo),
      inFeed: longest(upTo.filter((task) => task.start < feed.startTime)),
      inDraw: longest(upTo.filter((task) => task.start >= feed.startTime)),
    };
  });
  figures.feedToPaint.push(first.paint);
  figures.compute.push(first.compute);
  figures.longestTask.push(first.longest);
  figures.longestInFeed.push(first.inFeed);
  figures.longestInDraw.push(first.inDraw);
  figures.rangeChange.push(
    await eventToPaint(page, 'click', () => page.getByRole('button', { name: '90 days' }).click()),
  );
  const stale = page.getByRole('button', { name: /^Stale/ });
  figures.filterClick.push(await eventToPaint(page, 'click', () => stale.click(), true));
  await eventToPaint(page, 'click', () => stale.click(), false);
  // Typing waits for a pause before it filters (src/features/search): included here.
  figures.filterTyped.push(
    await eventToPaint(
      page,
      'input',
      () => page.getByRole('searchbox', { name: 'Search cards' }).fill('login'),
      true,
    ),
  );
  await demo.close();
}

console.info(`insights, ${size} cards, ${runs} runs (median; all runs), ms:`);
for (const [name, values] of Object.entries(figures)) {
  console.info(
    `  ${name.padEnd(13)} ${median(values).toFixed(0).padStart(5)}   [${values.map((v) => v.toFixed(0)).join(', ')}]`,
  );
}
