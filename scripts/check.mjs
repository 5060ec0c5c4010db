#!/usr/bin/env node
// `npm run check`: everything CI runs, in two lanes at once (issue 43: CI under 12 minutes on a
// quiet 2-core machine). A fresh-clone run keeps both cores at 100% from start to end, and the
// browser tests are about 80% of that CPU (docs/testing.md): the lanes decide who waits, not how
// long it all takes. The checks lane runs the static checks and the unit, component and contract
// tests on one worker, the browser lane two browser files at a time (with two unit workers
// beside two browser files, 2 of 4 fresh-clone runs failed by load), then the date runs
// (scripts/test-dates.mjs). The checks lane ends first: it has one worker, and the browser lane's
// last steps then have both cores (with a date run at the end of each lane, the checks lane was
// the last by about 100 s, one core idle). Each line of output is prefixed with its lane; the end
// prints what each step took, and the tests run and failed, summed from Vitest's own summaries.
import { spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';

/** A step: an npm script, or a command. */
const npmRun = (script, ...args) => ({
  name: [script, ...args.filter((arg) => !arg.startsWith('-'))].join(' '),
  command: ['npm', 'run', '--silent', script, ...(args.length ? ['--', ...args] : [])],
});

const LANES = {
  checks: {
    env: { UNIT_WORKERS: '1' },
    steps: [npmRun('typecheck'), npmRun('lint'), npmRun('test:unit')],
  },
  browser: {
    env: { BROWSER_WORKERS: '2' },
    steps: [
      npmRun('format:check'),
      { name: 'chromium', command: ['node', 'scripts/ensure-chromium.mjs'] },
      { name: 'build', command: ['npx', 'vite', 'build'] },
      { name: 'size-limit', command: ['npx', 'size-limit'] },
      { name: 'test:browser', command: ['npx', 'vitest', 'run', '--project', 'browser'] },
      npmRun('test:dates'),
    ],
  },
};

const timings = [];
const totals = { passed: 0, failed: 0 };

/** Adds a Vitest summary line ("Tests  3 failed | 264 passed (267)") to the totals. */
function count(line) {
  const plain = stripVTControlCharacters(line).trim();
  if (!/^Tests\s/.test(plain)) return;
  totals.passed += Number(/(\d+) passed/.exec(plain)?.[1] ?? 0);
  totals.failed += Number(/(\d+) failed/.exec(plain)?.[1] ?? 0);
}

function runStep(lane, env, step) {
  return new Promise((resolve) => {
    const started = Date.now();
    const [program, ...args] = step.command;
    const child = spawn(program, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    let pending = '';
    const print = (chunk, stream) => {
      const text = pending + chunk.toString();
      const lines = text.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        stream.write(`[${lane}] ${line}\n`);
        count(line);
      }
    };
    child.stdout.on('data', (chunk) => print(chunk, process.stdout));
    child.stderr.on('data', (chunk) => print(chunk, process.stderr));
    child.on('close', (code) => {
      if (pending) {
        process.stdout.write(`[${lane}] ${pending}\n`);
        count(pending);
      }
      const seconds = (Date.now() - started) / 1000;
      timings.push({ lane, step: step.name, seconds, ok: code === 0 });
      resolve(code === 0);
    });
  });
}

async function runLane(lane, { env, steps }) {
  for (const step of steps) {
    if (!(await runStep(lane, env, step))) return false;
  }
  return true;
}

const started = Date.now();
const results = await Promise.all(
  Object.entries(LANES).map(([lane, definition]) => runLane(lane, definition)),
);
console.info('\ncheck: where the time went');
for (const { lane, step, seconds, ok } of timings) {
  console.info(
    `  ${lane.padEnd(8)} ${step.padEnd(32)} ${seconds.toFixed(0).padStart(5)} s ${ok ? '' : 'FAILED'}`,
  );
}
console.info(`  total ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.info(`tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(results.every(Boolean) && totals.failed === 0 ? 0 : 1);
