#!/usr/bin/env node
// Board benchmark (docs/performance.md): builds the app twice (the production build in dist/,
// and a bench build in dist-bench/ with VITE_BENCH=1, which adds a CardTile render counter),
// serves them on 127.0.0.1, and drives Debian's Chromium (playwright-core, 1440x900, headless)
// over generated demo boards at normal speed and with the CPU slowed 4x
// (Emulation.setCPUThrottlingRate). Prints median and spread per figure against its budget,
// runs size-limit and Lighthouse on the production build, and writes bench/results/latest.json
// and bench/results/latest.md.
//
// Then the live board figures (bench/live.mjs: two tabs, a teammate's change, a poll, the heap
// over an hour of changes) on the 5,000-card board at each CPU rate, and selecting 200 cards,
// tagging them and undoing it (bench/selection.mjs), and dragging 20 selected cards
// (bench/multidrag.mjs), at 1x.
//
//   npm run bench [-- --runs 5 --sizes 5000,10000 --cpu 1,4 --heap-loops 20
//                     --skip-build --no-lighthouse --lighthouse-runs 1 --out latest
//                     --no-live --live-changes 3600 --no-selection]
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { chromium } from 'playwright-core';
import { preview } from 'vite';
import { BUDGETS, budgetFor } from './budgets.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { measureBoard } from './scenarios.mjs';

const argv = process.argv.slice(2);
const flag = (name) => argv.includes(`--${name}`);
const option = (name, fallback) => {
  const index = argv.indexOf(`--${name}`);
  return index >= 0 && argv[index + 1] !== undefined ? argv[index + 1] : fallback;
};
const runs = Number(option('runs', '5'));
const sizes = option('sizes', '5000,10000').split(',').map(Number);
const rates = option('cpu', '1,4').split(',').map(Number);
const heapLoops = Number(option('heap-loops', '20'));
const lighthouseRuns = flag('no-lighthouse') ? 0 : Number(option('lighthouse-runs', '1'));
const out = option('out', 'latest');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const sh = (command, args, env = {}) =>
  execFileSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });

execFileSync('node', ['scripts/ensure-chromium.mjs'], { stdio: 'inherit' });
if (!flag('skip-build')) {
  console.info('Building dist/ (production) and dist-bench/ (VITE_BENCH=1)...');
  sh('npx', ['vite', 'build', '--logLevel', 'error']);
  sh('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', 'dist-bench'], {
    VITE_BENCH: '1',
  });
}

// First-load JavaScript, with the same check npm test runs.
let sizeLimit = null;
try {
  const out = execFileSync('npx', ['size-limit', '--json'], { encoding: 'utf8' });
  sizeLimit = JSON.parse(out.slice(out.indexOf('[')));
} catch (error) {
  const out = String(error.stdout ?? '');
  sizeLimit = out.includes('[') ? JSON.parse(out.slice(out.indexOf('['))) : null;
}

const serve = async (outDir) => {
  const server = await preview({
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1' },
    logLevel: 'warn',
  });
  return { server, url: (server.resolvedUrls?.local[0] ?? '').replace(/\/$/, '') };
};

// --bench-dir serves another bench build (A/B comparisons in the same time window).
const bench = await serve(option('bench-dir', 'dist-bench'));
const browser = await chromium.launch({
  executablePath: chromiumPath,
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-renderer-backgrounding',
    '--disable-background-timer-throttling',
    '--js-flags=--expose-gc',
  ],
});

const chromiumVersion = browser.version();
const results = [];
const failures = [];
const started = Date.now();
try {
  for (const size of sizes) {
    for (const cpuRate of rates) {
      const samples = [];
      const checks = [];
      for (let run = 0; run < runs; run += 1) {
        const label = `${size} cards, CPU ${cpuRate}x, run ${run + 1}/${runs}`;
        try {
          const result = await measureBoard(browser, bench.url, { size, cpuRate, heapLoops });
          samples.push(result.sample);
          checks.push(result.checks);
          process.stdout.write(`  ${label}\n`);
        } catch (error) {
          // A failed run is reported and left out of the figures; the others go on.
          failures.push({ size, cpuRate, run: run + 1, error: String(error.message) });
          process.stdout.write(`  ${label} FAILED: ${error.message}\n`);
        }
      }
      results.push({ size, cpuRate, samples, checks });
    }
  }
} finally {
  await browser.close();
  await bench.server.close();
}

// Live boards: its own two-tab browser, one process per CPU rate (the heap figure at 1x only).
if (!flag('no-live')) {
  for (const cpuRate of rates) {
    const jsonPath = `bench/results/live-${cpuRate}x.json`;
    mkdirSync('bench/results', { recursive: true });
    const changes = cpuRate === 1 ? option('live-changes', '3600') : '0';
    try {
      sh('node', [
        'bench/live.mjs',
        ...['--size', '5000', '--runs', String(Math.min(runs, 3)), '--cpu', String(cpuRate)],
        ...['--dist', option('bench-dir', 'dist-bench'), '--changes', changes, '--json', jsonPath],
      ]);
      const live = JSON.parse(readFileSync(jsonPath, 'utf8'));
      results.push({ size: live.size, cpuRate, samples: live.samples, checks: [] });
    } catch (error) {
      failures.push({ size: 5000, cpuRate, live: true, error: String(error.message) });
    }
  }
}

// Selecting 200 cards and acting on them, and dragging 20 selected cards (issue 18): their own
// pages, at 1x on the 5,000-card board.
if (!flag('no-selection')) {
  const jsonPath = 'bench/results/selection.json';
  mkdirSync('bench/results', { recursive: true });
  try {
    sh('node', [
      'bench/selection.mjs',
      ...['--size', '5000', '--runs', String(Math.max(runs, 3)), '--cpu', '1'],
      ...['--dist', option('bench-dir', 'dist-bench'), '--json', jsonPath],
    ]);
    const selection = JSON.parse(readFileSync(jsonPath, 'utf8'));
    results.push({ size: selection.size, cpuRate: 1, samples: selection.samples, checks: [] });
  } catch (error) {
    failures.push({ size: 5000, cpuRate: 1, selection: true, error: String(error.message) });
  }
  // Dragging 20 selected cards across columns (bench/multidrag.mjs).
  const dragPath = 'bench/results/multidrag.json';
  try {
    sh('node', [
      'bench/multidrag.mjs',
      ...['--size', '5000', '--runs', String(Math.max(runs, 3)), '--cpu', '1'],
      ...['--dist', option('bench-dir', 'dist-bench'), '--json', dragPath],
    ]);
    const drag = JSON.parse(readFileSync(dragPath, 'utf8'));
    results.push({ size: drag.size, cpuRate: 1, samples: drag.samples, checks: [] });
  } catch (error) {
    failures.push({ size: 5000, cpuRate: 1, multidrag: true, error: String(error.message) });
  }
}

let lighthouse = null;
if (lighthouseRuns > 0) {
  const production = await serve('dist');
  try {
    lighthouse = await runLighthouse(`${production.url}/boards/1`, {
      chromePath: chromiumPath,
      runs: lighthouseRuns,
    });
  } finally {
    await production.server.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const round = (value) => (Math.abs(value) >= 100 ? Math.round(value) : Math.round(value * 10) / 10);

const rows = [];
for (const { size, cpuRate, samples } of results) {
  for (const figure of Object.keys(samples[0] ?? {})) {
    const values = samples.map((sample) => sample[figure]).filter((v) => typeof v === 'number');
    if (values.length === 0) continue;
    const budget = budgetFor(figure, size, cpuRate);
    const med = median(values);
    rows.push({
      figure,
      board: size,
      cpu: `${cpuRate}x`,
      median: round(med),
      min: round(Math.min(...values)),
      max: round(Math.max(...values)),
      budget: budget === null ? '' : `<= ${budget}`,
      met: budget === null ? '' : med <= budget ? 'yes' : 'NO',
    });
  }
}
for (const entry of sizeLimit ?? []) {
  const kb = Math.round(entry.size / 10) / 100;
  rows.push({
    figure: 'first-load JS, gzipped (kB)',
    board: '-',
    cpu: '-',
    median: kb,
    min: kb,
    max: kb,
    budget: `<= ${BUDGETS.firstLoadKb}`,
    met: kb <= BUDGETS.firstLoadKb ? 'yes' : 'NO',
  });
}
if (lighthouse) {
  for (const [figure, key, budget] of [
    ['Lighthouse performance (desktop)', 'performance', BUDGETS.lighthousePerformance],
    ['Lighthouse accessibility', 'accessibility', BUDGETS.lighthouseAccessibility],
  ]) {
    const values = lighthouse.runs.map((run) => run[key]);
    rows.push({
      figure,
      board: 'demo',
      cpu: '-',
      median: median(values),
      min: Math.min(...values),
      max: Math.max(...values),
      budget: `>= ${budget}`,
      met: median(values) >= budget ? 'yes' : 'NO',
    });
  }
}

console.table(rows);
const loadAverage = os.loadavg().map((value) => Math.round(value * 100) / 100);
const machine = {
  cpu: os.cpus()[0]?.model ?? 'unknown',
  cores: os.cpus().length,
  memoryGb: Math.round(os.totalmem() / 1024 ** 3),
  os: `${os.type()} ${os.release()}`,
  node: process.version,
  chromium: chromiumVersion,
  loadAverageAtEnd: loadAverage,
};
const checks = results.map(({ size, cpuRate, checks: c }) => ({ size, cpuRate, checks: c }));
console.info('Checks (what was loaded and seen):', JSON.stringify(checks));
if (failures.length > 0) console.info('Failed runs:', JSON.stringify(failures));
console.info(
  `Machine: ${machine.cpu}, ${machine.cores} cores; load average ${loadAverage.join(' ')}; ` +
    `${runs} run(s) per cell; ${Math.round((Date.now() - started) / 1000)} s`,
);

const markdown = [
  '| figure | board | CPU | median | min | max | budget | met |',
  '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ...rows.map(
    (r) =>
      `| ${r.figure} | ${r.board} | ${r.cpu} | ${r.median} | ${r.min} | ${r.max} | ${r.budget} | ${r.met} |`,
  ),
].join('\n');
mkdirSync('bench/results', { recursive: true });
const date = new Date().toISOString();
writeFileSync(
  `bench/results/${out}.json`,
  `${JSON.stringify({ date, machine, runs, heapLoops, rows, failures, sizeLimit, lighthouse, results }, null, 2)}\n`,
);
writeFileSync(`bench/results/${out}.md`, `${markdown}\n`);
console.info(`Wrote bench/results/${out}.json and bench/results/${out}.md`);
