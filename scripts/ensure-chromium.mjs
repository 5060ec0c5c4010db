#!/usr/bin/env node
// Browser tests drive Debian's Chromium headless shell (no browser downloads on these machines;
// test/browser/support/chromium.ts says why the shell), compare
// screenshots drawn with Debian's DejaVu and Noto Color Emoji fonts, and run again on other dates
// under Debian's faketime. Installs whichever of them is missing with apt-get when we are root;
// otherwise says exactly what to run. Each is checked on its own: a machine that has Chromium but
// not the fonts (Chromium installed by hand) draws emoji as boxes and fails the screenshot matrix.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell';
const FONTS = [
  { pkg: 'fonts-dejavu-core', file: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf' },
  { pkg: 'fonts-noto-color-emoji', file: '/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf' },
  // scripts/test-dates.mjs runs the date-dependent browser tests with the clock moved.
  { pkg: 'faketime', file: '/usr/bin/faketime' },
];

const missing = [
  ...(existsSync(CHROMIUM) ? [] : process.env.CHROMIUM_PATH ? [] : ['chromium-headless-shell']),
  ...FONTS.filter((font) => !existsSync(font.file)).map((font) => font.pkg),
];
if (process.env.CHROMIUM_PATH && !existsSync(CHROMIUM)) {
  console.error(`CHROMIUM_PATH names ${CHROMIUM}, which does not exist.`);
  process.exit(1);
}
if (missing.length === 0) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    `Missing for the browser tests: ${missing.join(', ')}. Install with:\n` +
      `  sudo apt-get update && sudo apt-get install -y --no-install-recommends ${missing.join(' ')}\n` +
      'or set CHROMIUM_PATH to a Chromium binary.',
  );
  process.exit(1);
}

console.info(`Installing Debian's ${missing.join(', ')} with apt-get...`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...missing], {
  stdio: 'inherit',
  env,
});
if (!existsSync(CHROMIUM)) {
  console.error(`apt-get finished but ${CHROMIUM} is still missing.`);
  process.exit(1);
}
