// The setup the diagnostic scripts (profile.mjs, trace.mjs, heap-diff.mjs) share: a bench build
// served on 127.0.0.1, Debian's Chromium at 1440x900, and the demo board 1 generated with
// `size` cards, signed in as the demo manager.
import { chromium } from 'playwright-core';
import { preview } from 'vite';

export const COLUMN = 'section[aria-label$=" column"]';
export const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** `--name value` from the command line, else `fallback`. */
export function option(name, fallback) {
  const argv = process.argv.slice(2);
  const index = argv.indexOf(`--${name}`);
  return index >= 0 && argv[index + 1] !== undefined ? argv[index + 1] : fallback;
}

/** Serves a build on 127.0.0.1 (a free port); `url` has no trailing slash. */
export async function serveBuild(dist) {
  const server = await preview({
    build: { outDir: dist },
    preview: { port: 0, host: '127.0.0.1' },
    logLevel: 'warn',
  });
  return { server, url: (server.resolvedUrls?.local[0] ?? '').replace(/\/$/, '') };
}

/** Opens the generated board; `close()` ends the browser and the server. */
export async function openDemoBoard({ dist = 'dist-bench', size = 5000 } = {}) {
  const { server, url } = await serveBuild(dist);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(() => {
    sessionStorage.setItem(
      'project-board.connection',
      JSON.stringify({ kind: 'demo', token: 'demo-manager' }),
    );
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const start = async () => {
    await page.goto(`${url}/boards/1?seed=${size}`);
    await page.waitForSelector(COLUMN, { timeout: 120_000 });
  };
  const close = async () => {
    await browser.close();
    await server.close();
  };
  return { browser, page, cdp, start, close };
}

/** Pointer moves 16 ms apart from a card's box, 14 px right and 3 px down each (as the bench). */
export async function moveInSteps(page, box, steps) {
  for (let step = 1; step <= steps; step += 1) {
    await page.mouse.move(box.x + 110 + step * 14, box.y + 22 + step * 3);
    await pause(16);
  }
}

/** To the list view and back to the kanban. */
export async function switchToListAndBack(page) {
  const view = page.getByRole('radiogroup', { name: 'View' });
  await view.getByRole('radio', { name: 'List' }).click();
  await page.waitForSelector('table');
  await pause(300);
  await view.getByRole('radio', { name: 'Kanban' }).click();
  await page.waitForSelector(COLUMN);
}

/**
 * Starts recording the gaps between animation frames in the page (`window.__gaps`, ms) until
 * `window.__gapsRunning` is set false: a drag's smoothness.
 */
export function startFrameGaps(page) {
  return page.evaluate(() => {
    window.__gaps = [];
    window.__gapsRunning = true;
    let last = performance.now();
    const tick = (time) => {
      window.__gaps.push(time - last);
      last = time;
      if (window.__gapsRunning) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}
