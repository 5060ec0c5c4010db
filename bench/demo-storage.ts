// Issue 48, the demo's half: what a write costs the demo's mock on a generated board, and how
// long the mock takes to start again on what it stored. In Debian's Chromium, on a production
// build served on 127.0.0.1, as the demo manager:
//   1. board 1 generated with `--size` cards (`?seed=N`), the board painted;
//   2. `--writes` card renames from inside the page, one after another (PATCH through the
//      page's connection to the mock's worker, answered once stored): p50 / p90 / max, ms;
//   3. the page closed (the worker ends with its last page), a new page opened on the board:
//      ms from its navigation to the mock's first answer to the app (the mock started on what
//      it stored), and the renames read back.
// `--before <dist>` measures that build too, alternating with this one, `--rounds` times each.
//   npm run build && npx vite build --outDir dist-before   (at the commit before)
//   npx tsx bench/demo-storage.ts [--dist dist] [--before dist-before] [--size 20000]
//     [--writes 40] [--rounds 3]
import { chromium } from 'playwright-core';
import { waitForApiResponse, watchMockTraffic } from '../test/browser/support/mock-traffic';
// @ts-expect-error: a plain ES module of the bench scripts, without types
import { COLUMN, option, serveBuild } from './demo-page.mjs';

interface Measured {
  times: number[];
  startMs: number;
  renamed: number;
}

const size = Number(option('size', '20000'));
const writes = Number(option('writes', '40'));
const rounds = Number(option('rounds', '3'));
const builds: string[] = [option('dist', 'dist'), option('before', '')].filter(Boolean);
const AUTH = { Authorization: 'Bearer demo-manager', 'Content-Type': 'application/json' };

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

async function measure(dist: string): Promise<Measured> {
  const { server, url } = await serveBuild(dist);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    // The page's own fetch('/api/…') reaches the demo's mock as the tests' does. tsx keeps
    // function names with a `__name` helper that the page does not have.
    await context.addInitScript({ content: 'window.__name = (fn) => fn;' });
    await watchMockTraffic(context);
    await context.addInitScript(() => {
      sessionStorage.setItem(
        'project-board.connection',
        JSON.stringify({ kind: 'demo', token: 'demo-manager' }),
      );
    });
    let page = await context.newPage();
    await page.goto(`${url}/boards/1?seed=${size}`);
    await page.waitForSelector(COLUMN, { timeout: 180_000 });
    const times = await page.evaluate(
      async ({ writes, auth }) => {
        const board = (await (await fetch('/api/boards/1', { headers: auth })).json()) as {
          cards: { id: number }[];
        };
        const ids = board.cards.slice(0, writes).map((card) => card.id);
        const spent: number[] = [];
        for (const [index, id] of ids.entries()) {
          const started = performance.now();
          const response = await fetch(`/api/boards/1/cards/${id}`, {
            method: 'PATCH',
            headers: auth,
            body: JSON.stringify({ title: `Renamed by the bench ${index}` }),
          });
          if (!response.ok) throw new Error(`PATCH answered ${response.status}`);
          await response.arrayBuffer();
          spent.push(performance.now() - started);
        }
        return spent;
      },
      { writes, auth: AUTH },
    );
    // The worker ends with its last page: the next page starts it on the stored data.
    await page.close();
    page = await context.newPage();
    const started = Date.now();
    const firstAnswer = waitForApiResponse(page, (response) =>
      new URL(response.url()).pathname.startsWith('/api/'),
    );
    await page.goto(`${url}/boards/1`, { waitUntil: 'commit' });
    await firstAnswer;
    const startMs = Date.now() - started;
    const renamed = await page.evaluate(async (auth) => {
      const board = (await (await fetch('/api/boards/1', { headers: auth })).json()) as {
        cards: { title: string }[];
      };
      return board.cards.filter((card) => card.title.startsWith('Renamed by the bench')).length;
    }, AUTH);
    return { times, startMs, renamed };
  } finally {
    await browser.close();
    await server.close();
  }
}

const results = new Map<string, Measured[]>(builds.map((dist) => [dist, []]));
for (let round = 1; round <= rounds; round += 1) {
  for (const dist of round % 2 ? builds : [...builds].reverse()) {
    const result = await measure(dist);
    results.get(dist)?.push(result);
    const { times, startMs, renamed } = result;
    console.info(
      `round ${round} ${dist}: write p50 ${percentile(times, 50).toFixed(1)} ms, p90 ` +
        `${percentile(times, 90).toFixed(1)}, max ${Math.max(...times).toFixed(1)}; ` +
        `start on the stored data to the first answer ${startMs} ms (${renamed}/${writes} renames kept)`,
    );
  }
}
console.info(`\n${size} cards, ${writes} writes a round, ${rounds} rounds:`);
for (const [dist, runs] of results) {
  const times = runs.flatMap((run) => run.times);
  const starts = runs.map((run) => run.startMs);
  console.info(
    `  ${dist}: write p50 ${percentile(times, 50).toFixed(1)} ms, p90 ${percentile(times, 90).toFixed(1)}, ` +
      `p99 ${percentile(times, 99).toFixed(1)}, max ${Math.max(...times).toFixed(1)}; ` +
      `start median ${percentile(starts, 50)} ms (${starts.join(', ')})`,
  );
}
