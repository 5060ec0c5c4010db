// How long the API layer takes to parse a large board read (`GET /boards/{id}`), in Node: the
// mock's generated board (`?seed=5000`, `?seed=10000`) serialized as the mock serves it, then
// `JSON.parse` and `normalizeBoard` (what `client.request` runs on the response) timed apart.
// Not part of `npm run bench` (that one measures in Chromium).
//   npx tsx bench/parse.ts [--sizes 5000,10000] [--runs 15]
import { normalizeBoard } from '@/api/normalize';
import { DEMO_USERS } from '@/mock/db/seed';
import { boardPayload } from '@/mock/handlers/boards/board-json';
import { buildSeed } from '@/mock/service';

const argv = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = argv.indexOf(`--${name}`);
  return index >= 0 ? (argv[index + 1] ?? fallback) : fallback;
};
const sizes = option('sizes', '5000,10000').split(',').map(Number);
const runs = Math.max(1, Number(option('runs', '15')));
const WARMUP = 5;

function boardJsonText(size: number): string {
  const now = new Date('2026-11-20T12:00:00Z');
  const db = buildSeed(now, size);
  const board = db.boards.find((b) => b.id === 1);
  const user = db.users.find((u) => u.id === DEMO_USERS.manager);
  if (!board || !user) throw new Error('the seed has no board 1 or no manager');
  return JSON.stringify(boardPayload({ db, board, user, level: 'manage', now }));
}

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1
      ? (sorted[middle] ?? 0)
      : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return { median, min: sorted[0] ?? 0, max: sorted[sorted.length - 1] ?? 0 };
}

const format = (ms: number) => ms.toFixed(1);

console.info(
  `node ${process.version}, ${runs} runs after ${WARMUP} warm-up runs, median (min–max)`,
);
for (const size of sizes) {
  const text = boardJsonText(size);
  const jsonParse: number[] = [];
  const normalize: number[] = [];
  let cards = 0;
  for (let run = 0; run < WARMUP + runs; run += 1) {
    const t0 = performance.now();
    const json: unknown = JSON.parse(text);
    const t1 = performance.now();
    const result = normalizeBoard(json);
    const t2 = performance.now();
    if (!result.ok) throw new Error(`the board did not parse: ${result.error.message}`);
    cards = result.value.cards.length;
    if (run >= WARMUP) {
      jsonParse.push(t1 - t0);
      normalize.push(t2 - t1);
    }
  }
  const a = stats(jsonParse);
  const b = stats(normalize);
  console.info(
    `${size} cards (${cards} parsed, ${(text.length / 1e6).toFixed(1)} MB of JSON): ` +
      `JSON.parse ${format(a.median)} ms (${format(a.min)}–${format(a.max)}), ` +
      `normalizeBoard ${format(b.median)} ms (${format(b.min)}–${format(b.max)})`,
  );
}
