// The browser tests that read "today", run again with the whole machine's clock moved (issue 43):
// libfaketime (Debian's `faketime`) starts Node, the app's server, the Node mock and Chromium at
// each chosen moment, and the clock runs on from there. A test that passes on some days only fails
// here on the day it would have failed on. The tests are the ones tagged `reads-today`
// (`it(name, { tags: ['reads-today'] }, …)`, vite.config.ts): the calendar, the due buckets of
// search and My work, this week's throughput, and one theme and width of the screenshot matrix,
// which fixes its own clock, to check that nothing reads the machine's clock behind that one.
//
//   node scripts/test-dates.mjs                 every moment below
//   node scripts/test-dates.mjs --only month-end-fall-back   some of them (npm run check runs
//                                                           one in each of its lanes)
//
// Needs `npm run build` first (npm run test:browser does it) and the `faketime` package
// (scripts/ensure-chromium.mjs installs it with the browser).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { parseArgs, stripVTControlCharacters } from 'node:util';

/**
 * Each moment is several kinds of day a date rule can get wrong at once, in the machine's zone
 * (TZ), with the local day one off the UTC day: two moments cover what three did before.
 */
export const MOMENTS = [
  {
    name: 'saturday-week-53',
    at: '2027-01-02 20:30:00',
    tz: 'America/New_York',
    why: 'a Saturday evening west of UTC (already Sunday in UTC), in ISO week 53 of 2026, just past a year end',
  },
  {
    name: 'month-end-fall-back',
    at: '2027-10-31 01:30:00',
    tz: 'Europe/Berlin',
    why: 'the last day of a month, the night the clocks go back in Berlin, east of UTC (still the 30th in UTC)',
  },
];

const TAG = 'reads-today';

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
      [moment.at, 'npx', 'vitest', 'run', '--project', 'browser', '--tags-filter', TAG],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, TZ: moment.tz, NO_COLOR: '1' },
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
      `dates: replay with: faketime '${moment.at}' env TZ=${moment.tz} npx vitest run --project browser --tags-filter ${TAG}`,
    );
  }
}
console.info(
  `dates: ${moments.length - failed} of ${moments.length} moments passed in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
process.exit(failed ? 1 : 0);
