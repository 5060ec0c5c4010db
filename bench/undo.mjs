#!/usr/bin/env node
// Undo of a bulk action (issue 18, docs/undo.md): on the generated board, 200 cards of the
// first column are moved to the second as one action (the bench build's probe,
// src/features/board/bench/undo-probe.ts), then the action is undone; prints the undo's own
// time and the time to the frame that shows the cards back, per run, with the median. Two
// cases: the moves saved before the undo (200 inverses sent), and still queued (cancelled, no
// request). Uses the bench build:
//
//   VITE_BENCH=1 npx vite build --outDir dist-bench
//   node bench/undo.mjs [--size 5000 --cards 200 --runs 5 --cpu 1 --dist dist-bench]
import { COLUMN, openDemoBoard, option } from './demo-page.mjs';

const size = Number(option('size', '5000'));
const cards = Number(option('cards', '200'));
const runs = Number(option('runs', '5'));
const cpuRate = Number(option('cpu', '1'));
const dist = option('dist', 'dist-bench');

const { page, cdp, start, close } = await openDemoBoard({ dist, size });
try {
  await start();
  await page.waitForSelector(COLUMN);
  await page.waitForFunction(() => typeof window.__benchBulkUndo === 'function', null, {
    timeout: 60_000,
  });
  if (cpuRate !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  for (const queued of [false, true]) {
    const painted = [];
    const undone = [];
    for (let run = 0; run < runs; run += 1) {
      const timing = await page.evaluate(
        ([count, inQueue]) => window.__benchBulkUndo(count, inQueue),
        [cards, queued],
      );
      painted.push(timing.paintedMs);
      undone.push(timing.undoMs);
      console.info(
        `  run ${run + 1}: ${timing.cards} cards, ${timing.cancelled} cancelled while queued; ` +
          `undo ${timing.undoMs.toFixed(1)} ms, painted ${timing.paintedMs.toFixed(1)} ms`,
      );
    }
    console.info(
      `undo of a ${cards}-card move, ${queued ? 'writes still queued' : 'writes saved'}, ` +
        `${size}-card board, CPU x${cpuRate}: painted median ${median(painted).toFixed(1)} ms ` +
        `(${Math.min(...painted).toFixed(1)}-${Math.max(...painted).toFixed(1)}), undo itself ` +
        `${median(undone).toFixed(1)} ms, ${runs} runs`,
    );
  }
} finally {
  await close();
}
