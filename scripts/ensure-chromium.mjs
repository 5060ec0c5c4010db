#!/usr/bin/env node
// Browser tests drive Debian's Chromium (no browser downloads on these machines).
// Installs it with apt-get when missing and we are root; otherwise says exactly what to run.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (existsSync(CHROMIUM)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    `Chromium is missing at ${CHROMIUM}. Install it with:\n` +
      '  sudo apt-get update && sudo apt-get install -y chromium\n' +
      'or set CHROMIUM_PATH to a Chromium binary.',
  );
  process.exit(1);
}

console.info('Chromium is missing: installing Debian\'s "chromium" package with apt-get...');
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
execFileSync(
  'apt-get',
  [
    'install',
    '-y',
    '--no-install-recommends',
    'chromium',
    'fonts-dejavu-core',
    'fonts-noto-color-emoji',
  ],
  {
    stdio: 'inherit',
    env,
  },
);
if (!existsSync(CHROMIUM)) {
  console.error(`apt-get finished but ${CHROMIUM} is still missing.`);
  process.exit(1);
}
