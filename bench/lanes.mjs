#!/usr/bin/env node
// The swimlanes' figures alone (issue 19; `npm run bench` measures them with the board's):
// the kanban with 10 assignee lanes on the generated board, in a bench build.
//
//   node bench/lanes.mjs [--runs 1 --size 5000 --cpu 1 --dist dist-bench]
//   (build first: VITE_BENCH=1 npx vite build --outDir dist-bench)
import { chromium } from 'playwright-core';
import { budgetFor } from './budgets.mjs';
import { option, serveBuild } from './demo-page.mjs';
import { measureLanes } from './scenarios.mjs';

const runs = Number(option('runs', '1'));
const size = Number(option('size', '5000'));
const cpuRate = Number(option('cpu', '1'));
const { server, url } = await serveBuild(option('dist', 'dist-bench'));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--js-flags=--expose-gc'],
});
try {
  for (let run = 1; run <= runs; run += 1) {
    const { sample, checks } = await measureLanes(browser, url, { size, cpuRate });
    console.info(
      `Run ${run}/${runs}, ${size} cards, CPU ${cpuRate}x; checks ${JSON.stringify(checks)}`,
    );
    console.table(
      Object.entries(sample).map(([figure, value]) => {
        const budget = budgetFor(figure, size, cpuRate);
        return {
          figure,
          value: Math.round(value * 10) / 10,
          budget: budget === null ? '' : `<= ${budget}`,
          met: budget === null ? '' : value <= budget ? 'yes' : 'NO',
        };
      }),
    );
  }
} finally {
  await browser.close();
  await server.close();
}
