#!/usr/bin/env node
// `npm run check`: everything CI runs, in two lanes at once. The static checks and the unit,
// component and contract tests keep the CPU busy; the browser tests mostly wait on a page, so
// beside them the machine's two cores do both (issue 43: CI under 12 minutes on a quiet machine).
// Each line of output is prefixed with its lane; the end prints what each step took, and the tests
// run and failed, summed from Vitest's own summaries.
import { spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';

const LANES = {
  // The format check runs in the browser lane, which finished about 100 s sooner (measured).
  checks: ['typecheck', 'lint', 'test:unit'],
  browser: ['format:check', 'test:browser', 'test:dates'],
};

const timings = [];
const totals = { passed: 0, failed: 0 };

function runStep(lane, step) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', step], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: process.env,
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
      timings.push({ lane, step, seconds, ok: code === 0 });
      resolve(code === 0);
    });
  });
}

/** Adds a Vitest summary line ("Tests  3 failed | 264 passed (267)") to the totals. */
function count(line) {
  const plain = stripVTControlCharacters(line).trim();
  if (!/^Tests\s/.test(plain)) return;
  totals.passed += Number(/(\d+) passed/.exec(plain)?.[1] ?? 0);
  totals.failed += Number(/(\d+) failed/.exec(plain)?.[1] ?? 0);
}

async function runLane(lane, steps) {
  for (const step of steps) {
    if (!(await runStep(lane, step))) return false;
  }
  return true;
}

const started = Date.now();
const results = await Promise.all(
  Object.entries(LANES).map(([lane, steps]) => runLane(lane, steps)),
);
console.info('\ncheck: where the time went');
for (const { lane, step, seconds, ok } of timings) {
  console.info(
    `  ${lane.padEnd(8)} ${step.padEnd(14)} ${seconds.toFixed(0).padStart(5)} s ${ok ? '' : 'FAILED'}`,
  );
}
console.info(`  total ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.info(`tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(results.every(Boolean) && totals.failed === 0 ? 0 : 1);
