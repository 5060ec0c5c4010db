#!/usr/bin/env node
// The browser tests that read "today", run again with the whole machine's clock moved (issue 43):
// libfaketime (Debian's `faketime`) starts Node, the app's server, the Node mock and Chromium at
// each chosen moment, and the clock runs on from there. A test that passes on some days only fails
// here on the day it would have failed on. The screenshot matrix fixes its own clock, so one theme
// and width of it checks that nothing reads the machine's clock behind that fixed one.
//
//   node scripts/test-dates.mjs                 every moment below
//   node scripts/test-dates.mjs --only spring-forward,month-end   some of them (npm run check
//                                                                splits them between its lanes)
//
// Needs `npm run build` first (npm run test:browser does it) and the `faketime` package
// (scripts/ensure-chromium.mjs installs it with the browser).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { parseArgs, stripVTControlCharacters } from 'node:util';

/** Each moment is a kind of day a date rule can get wrong; the zone is the machine's (TZ). */
export const MOMENTS = [
  {
    name: 'saturday-week-53',
    at: '2027-01-02 23:30:00',
    tz: 'UTC',
    why: 'a Saturday half an hour before midnight, in ISO week 53 of 2026, just past a year end',
  },
  {
    name: 'spring-forward',
    at: '2027-03-28 00:30:00',
    tz: 'Europe/Berlin',
    why: 'the night the clocks go forward in Berlin',
  },
  {
    name: 'month-end',
    at: '2027-02-28 12:00:00',
    tz: 'America/New_York',
    why: 'the last day of a short month, west of UTC',
  },
];

const SPECS = [
  'test/browser/calendar.spec.ts',
  'test/browser/body-drag.spec.ts',
  'test/browser/search.spec.ts',
  'test/browser/my-work.spec.ts',
  'test/browser/insights.spec.ts',
  'test/browser/screenshots.spec.ts',
];

const { values } = parseArgs({ options: { only: { type: 'string' } } });
const chosen = values.only?.split(',');
const moments = chosen ? MOMENTS.filter((moment) => chosen.includes(moment.name)) : MOMENTS;
if (moments.length === 0 || (chosen && moments.length !== chosen.length)) {
  console.error(`--only names none of: ${MOMENTS.map((moment) => moment.name).join(', ')}`);
  process.exit(2);
}
if (!existsSync('/usr/bin/faketime')) {
  console.error('faketime is missing: run node scripts/ensure-chromium.mjs (it installs it).');
  process.exit(1);
}
if (!existsSync(`${process.env['DIST_DIR'] ?? 'dist'}/index.html`)) {
  console.error('dist/ is missing: run `npm run build` first.');
  process.exit(1);
}

function run(moment) {
  return new Promise((resolve) => {
    const child = spawn(
      'faketime',
      [moment.at, 'npx', 'vitest', 'run', '--project', 'browser', ...SPECS],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, TZ: moment.tz, SCREENSHOT_MATRIX: 'light-768', NO_COLOR: '1' },
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ moment, code, output }));
  });
}

const started = Date.now();
let failed = 0;
// One moment after another: each run's own files already use both cores' worth of waiting.
for (const moment of moments) {
  const begun = Date.now();
  const { code, output } = await run(moment);
  const seconds = ((Date.now() - begun) / 1000).toFixed(0);
  const plain = stripVTControlCharacters(output);
  const summary = plain.match(/^\s*Tests\s+.*$/m)?.[0]?.trim() ?? 'no summary';
  const label = `${moment.name}: ${moment.at} ${moment.tz} (${moment.why})`;
  if (code === 0) {
    console.info(`dates: passed on ${label}: ${summary}, ${seconds} s`);
  } else {
    failed += 1;
    console.info(plain);
    console.error(`dates: FAILED on ${label}: ${summary}, ${seconds} s`);
    console.error(
      `dates: replay with: faketime '${moment.at}' env TZ=${moment.tz} SCREENSHOT_MATRIX=light-768 npx vitest run --project browser ${SPECS.join(' ')}`,
    );
  }
}
console.info(
  `dates: ${moments.length - failed} of ${moments.length} moments passed in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
process.exit(failed ? 1 : 0);
