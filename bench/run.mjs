#!/usr/bin/env node
// Board benchmark: builds the app, serves it on 127.0.0.1, and drives Debian's Chromium
// (playwright-core, 1440x900, headless) over generated demo boards, at normal speed and with
// the CPU slowed 4x (Emulation.setCPUThrottlingRate). Prints median and spread per figure
// and writes bench/results/latest.json. Usage: npm run bench [-- --runs 5 --sizes 5000,10000]
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { preview } from 'vite';
import { measureBoard } from './scenarios.mjs';

const args = new Map(
  process.argv
    .slice(2)
    .flatMap((arg, index, all) =>
      arg.startsWith('--') ? [[arg.slice(2), all[index + 1] ?? '']] : [],
    ),
);
const runs = Number(args.get('runs') ?? 5);
const sizes = (args.get('sizes') ?? '5000,10000').split(',').map(Number);
const rates = (args.get('cpu') ?? '1,4').split(',').map(Number);

if (args.get('skip-build') === undefined) {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
}
execFileSync('node', ['scripts/ensure-chromium.mjs'], { stdio: 'inherit' });

const server = await preview({ preview: { port: 0, host: '127.0.0.1' }, logLevel: 'warn' });
const appUrl = (server.resolvedUrls?.local[0] ?? '').replace(/\/$/, '');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--js-flags=--expose-gc',
  ],
});

const results = [];
try {
  for (const size of sizes) {
    for (const rate of rates) {
      const samples = [];
      for (let run = 0; run < runs; run += 1) {
        samples.push(await measureBoard(browser, appUrl, { size, cpuRate: rate }));
        process.stdout.write('.');
      }
      results.push({ size, cpuRate: rate, samples });
    }
  }
} finally {
  await browser.close();
  await server.close();
}
process.stdout.write('\n');

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const figures = Object.keys(results[0]?.samples[0] ?? {});
const table = [];
for (const { size, cpuRate, samples } of results) {
  for (const figure of figures) {
    const values = samples.map((sample) => sample[figure]).filter((v) => typeof v === 'number');
    if (values.length === 0) continue;
    table.push({
      board: `${size} cards`,
      cpu: `${cpuRate}x`,
      figure,
      median: Math.round(median(values) * 10) / 10,
      min: Math.round(Math.min(...values) * 10) / 10,
      max: Math.round(Math.max(...values) * 10) / 10,
    });
  }
}
console.table(table);
mkdirSync('bench/results', { recursive: true });
const machine = { cores: (await import('node:os')).cpus().length, node: process.version };
writeFileSync(
  'bench/results/latest.json',
  `${JSON.stringify({ date: new Date().toISOString(), machine, runs, table, results }, null, 2)}\n`,
);
console.info('Wrote bench/results/latest.json');
