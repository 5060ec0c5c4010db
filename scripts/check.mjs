#!/usr/bin/env node
// `npm run check`: everything CI runs, in two lanes at once (issue 43: CI under 12 minutes on a
// quiet 2-core machine). A fresh-clone run keeps both cores at 100% from start to end, and the
// browser tests are about 80% of that CPU (docs/testing.md): the lanes decide who waits, not how
// long it all takes. The checks lane runs the static checks and the unit, component and contract
// tests on one worker, the browser lane two browser files at a time (with two unit workers
// beside two browser files, 2 of 4 fresh-clone runs failed by load); the date runs
// (scripts/test-dates.mjs) are split between the lanes, after the build. Each line of output is
// prefixed with its lane; the end prints what each step took, and the tests run and failed,
// summed from Vitest's own summaries.
import { spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';

/** A step: an npm script, or a command; `after: 'build'` waits until the build step passed. */
const npmRun = (script, ...args) => ({
  name: [script, ...args.filter((arg) => !arg.startsWith('-'))].join(' '),
  command: ['npm', 'run', '--silent', script, ...(args.length ? ['--', ...args] : [])],
});

const LANES = {
  checks: {
    env: { UNIT_WORKERS: '1', BROWSER_WORKERS: '1' },
    steps: [
      npmRun('typecheck'),
      npmRun('lint'),
      npmRun('test:unit'),
      { ...npmRun('test:dates', '--only', 'saturday-week-53'), after: 'build' },
    ],
  },
  browser: {
    env: { BROWSER_WORKERS: '2' },
    steps: [
      npmRun('format:check'),
      { name: 'chromium', command: ['node', 'scripts/ensure-chromium.mjs'] },
      { name: 'build', command: ['npx', 'vite', 'build'], signals: 'build' },
      { name: 'size-limit', command: ['npx', 'size-limit'] },
      { name: 'test:browser', command: ['npx', 'vitest', 'run', '--project', 'browser'] },
      npmRun('test:dates', '--only', 'month-end-fall-back'),
    ],
  },
};

const timings = [];
const totals = { passed: 0, failed: 0 };

/** One promise per signal a step gives (`signals`), settled when that step ends. */
const signals = new Map();
for (const { steps } of Object.values(LANES)) {
  for (const step of steps.filter((candidate) => candidate.signals)) {
    let settle;
    const done = new Promise((resolve) => (settle = resolve));
    signals.set(step.signals, { done, settle });
  }
}

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
    if (step.after && !(await signals.get(step.after).done)) {
      timings.push({ lane, step: step.name, seconds: 0, ok: false, skipped: step.after });
      return false;
    }
    const ok = await runStep(lane, env, step);
    if (step.signals) signals.get(step.signals).settle(ok);
    if (!ok) {
      // A lane that stops before its build lets the other lane's waiting steps stop too.
      for (const later of steps.filter((candidate) => candidate.signals)) {
        signals.get(later.signals).settle(false);
      }
      return false;
    }
  }
  return true;
}

const started = Date.now();
const results = await Promise.all(
  Object.entries(LANES).map(([lane, definition]) => runLane(lane, definition)),
);
console.info('\ncheck: where the time went');
for (const { lane, step, seconds, ok, skipped } of timings) {
  const verdict = skipped ? `not run: ${skipped} failed` : ok ? '' : 'FAILED';
  console.info(
    `  ${lane.padEnd(8)} ${step.padEnd(32)} ${seconds.toFixed(0).padStart(5)} s ${verdict}`,
  );
}
console.info(`  total ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.info(`tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(results.every(Boolean) && totals.failed === 0 ? 0 : 1);
