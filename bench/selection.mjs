#!/usr/bin/env node
// Selecting many cards and acting on them (issue 18, docs/selection.md): on the generated
// board, the first 200 shown cards are selected (a click and a Shift-click), a tag is added to
// them all from the selection, saved, then undone (the bench build's probe,
// src/features/board/bench/selection-probe.ts). Prints, per run and as medians, the time to
// the frame that shows each step and the longest main-thread block until its writes are
// queued (and, for the tag, until all are saved and the board read again). Uses the bench
// build:
//
//   VITE_BENCH=1 npx vite build --outDir dist-bench
//   node bench/selection.mjs [--size 5000 --cards 200 --runs 5 --cpu 1 --dist dist-bench]
//                            [--json out.json]   (npm run bench reads it for its budgets)
import { writeFileSync } from 'node:fs';
import { COLUMN, openDemoBoard, option } from './demo-page.mjs';

const size = Number(option('size', '5000'));
const cards = Number(option('cards', '200'));
const runs = Number(option('runs', '5'));
const cpuRate = Number(option('cpu', '1'));
const dist = option('dist', 'dist-bench');
const jsonOut = option('json', '');

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const range = (values) =>
  `${median(values).toFixed(1)} ms (${Math.min(...values).toFixed(1)}-${Math.max(...values).toFixed(1)})`;

const { page, cdp, start, close } = await openDemoBoard({ dist, size });
try {
  await start();
  await page.waitForSelector(COLUMN);
  await page.waitForFunction(() => typeof window.__benchSelectAndTag === 'function', null, {
    timeout: 60_000,
  });
  if (cpuRate !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  const figures = {
    'select: painted': [],
    'select: longest block': [],
    'add a tag: painted': [],
    'add a tag: longest block until queued': [],
    'add a tag: longest block until saved and read again': [],
    'undo it: painted': [],
    'undo it: longest block until queued': [],
  };
  for (let run = 0; run < runs; run += 1) {
    const timing = await page.evaluate((count) => window.__benchSelectAndTag(count), cards);
    figures['select: painted'].push(timing.select.paintedMs);
    figures['select: longest block'].push(timing.select.longestMs);
    figures['add a tag: painted'].push(timing.tag.paintedMs);
    figures['add a tag: longest block until queued'].push(timing.tag.longestMs);
    figures['add a tag: longest block until saved and read again'].push(
      timing.tagUntilSavedLongestMs,
    );
    figures['undo it: painted'].push(timing.undo.paintedMs);
    figures['undo it: longest block until queued'].push(timing.undo.longestMs);
    console.info(
      `  run ${run + 1}: ${timing.cards} selected in ${timing.select.paintedMs.toFixed(1)} ms; ` +
        `tag on ${timing.tag.changed} painted ${timing.tag.paintedMs.toFixed(1)} ms, longest ` +
        `${timing.tag.longestMs.toFixed(1)} ms (until saved ${timing.tagUntilSavedLongestMs.toFixed(1)}); ` +
        `undo painted ${timing.undo.paintedMs.toFixed(1)} ms, longest ${timing.undo.longestMs.toFixed(1)} ms`,
    );
  }
  console.info(
    `${cards} selected cards, ${size}-card board, CPU x${cpuRate}, ${runs} runs (median, range):`,
  );
  for (const [name, values] of Object.entries(figures)) console.info(`  ${name}: ${range(values)}`);
  if (jsonOut) {
    // One sample per run, named as bench/budgets.mjs names the figures.
    const samples = figures['select: painted'].map((_, run) =>
      Object.fromEntries(
        Object.entries(figures).map(([name, values]) => [
          `${cards} selected, ${name} (ms)`,
          values[run],
        ]),
      ),
    );
    writeFileSync(jsonOut, `${JSON.stringify({ size, cpuRate, samples }, null, 2)}\n`);
  }
} finally {
  await close();
}
