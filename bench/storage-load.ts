// Issue 48's budgets: the Node mock with a data store (`npm run api` with DATA_FILE), on
// boards of 1,000, 5,000 and 20,000 cards. For each size, against a server started here as a
// child process on 127.0.0.1 with a temporary DATA_FILE:
//   1. single-client card writes (PATCH a title, one after another): p50 / p99;
//   2. 50 clients of mixed reads and writes (card reads, the board list, renames, moves,
//      creates with an Idempotency-Key): throughput, p50 / p99, errors;
//   3. kill -9, start again on the same store: time from spawn to the first answer;
//   4. every acknowledged write read back after the restart: lost writes.
// Bounded: a request count per phase and a time limit each; it stops its servers itself.
//   npx tsx bench/storage-load.ts [--sizes 1000,5000,20000] [--writes 100] [--requests 5000]
//     [--clients 50] [--tree /path/to/another/worktree] [--sync normal|full]
// `--tree` runs that worktree's server (e.g. main, for the before figures); DATA_FILE is
// `data.json` there and here (this build keeps it in `data.sqlite` beside it).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { seededRandom } from '@/lib/seeded-random';

const argv = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = argv.indexOf(`--${name}`);
  return index >= 0 ? (argv[index + 1] ?? fallback) : fallback;
};
const sizes = option('sizes', '1000,5000,20000').split(',').map(Number);
const singleWrites = Number(option('writes', '100'));
const mixedRequests = Number(option('requests', '5000'));
const clients = Number(option('clients', '50'));
const tree = resolve(option('tree', process.cwd()));
const sync = option('sync', 'normal');
const PHASE_LIMIT_MS = 120_000;
const auth = { Authorization: 'Bearer demo-editor', 'Content-Type': 'application/json' };

interface Server {
  child: ChildProcess;
  api: string;
  exited: Promise<unknown>;
}

function startServer(dataFile: string): Promise<Server & { startedMs: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/mock/node/server.ts'], {
    cwd: tree,
    env: { ...process.env, PORT: '0', DATA_FILE: dataFile, DATA_SYNC: sync },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((done) => child.once('exit', done));
  let output = '';
  return new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`no start: ${output}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Mock API on (http:\/\/\S+\/api)/.exec(output);
      if (!match?.[1]) return;
      clearTimeout(timer);
      const api = match[1];
      // The first answer, not the log line: the server is up once it answers.
      void fetch(`${api}/me`, { headers: auth }).then(() =>
        done({ child, api, exited, startedMs: performance.now() - started }),
      );
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', () => fail(new Error(`server exited: ${output}`)));
  });
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function timed(request: () => Promise<Response>): Promise<[Response, number]> {
  const started = performance.now();
  const response = await request();
  await response.arrayBuffer();
  return [response, performance.now() - started];
}

interface Ledger {
  titles: Map<number, string>;
  moved: Map<number, number>;
  created: Map<string, number>;
}

async function cardIds(api: string): Promise<{ cards: number[]; columns: number[] }> {
  const board = (await (await fetch(`${api}/boards/1`, { headers: auth })).json()) as {
    cards: { id: number }[];
    columns: Record<string, unknown>;
  };
  return { cards: board.cards.map((c) => c.id), columns: Object.keys(board.columns).map(Number) };
}

async function singleClient(api: string, cards: number[], ledger: Ledger) {
  const random = seededRandom(48);
  const times: number[] = [];
  const deadline = performance.now() + PHASE_LIMIT_MS;
  for (let i = 0; i < singleWrites && performance.now() < deadline; i += 1) {
    const id = cards[Math.floor(random() * cards.length)] ?? 1;
    const title = `Single ${i}`;
    const [response, time] = await timed(() =>
      fetch(`${api}/boards/1/cards/${id}`, {
        method: 'PATCH',
        headers: auth,
        body: JSON.stringify({ title }),
      }),
    );
    if (response.status !== 200) throw new Error(`single write answered ${response.status}`);
    ledger.titles.set(id, title);
    times.push(time);
  }
  return times;
}

async function mixed(api: string, cards: number[], columns: number[], ledger: Ledger) {
  const times: number[] = [];
  let errors = 0;
  let sent = 0;
  const deadline = performance.now() + PHASE_LIMIT_MS;
  const started = performance.now();
  const client = async (index: number) => {
    const random = seededRandom(1000 + index);
    // Each client renames and moves its own cards, so the last acknowledged value is exact.
    const own = cards.filter((_, at) => at % clients === index);
    for (let step = 0; sent < mixedRequests && performance.now() < deadline; step += 1) {
      sent += 1;
      const id = own[Math.floor(random() * own.length)] ?? cards[0] ?? 1;
      const roll = random();
      // What to send, and what an acknowledged answer puts in the ledger.
      let request: () => Promise<Response>;
      let acknowledged: (body: unknown) => void = () => undefined;
      if (roll < 0.45) {
        request = () => fetch(`${api}/boards/1/cards/${id}`, { headers: auth });
      } else if (roll < 0.55) {
        request = () => fetch(`${api}/boards`, { headers: auth });
      } else if (roll < 0.8) {
        const title = `Mixed ${index}.${step}`;
        request = () =>
          fetch(`${api}/boards/1/cards/${id}`, {
            method: 'PATCH',
            headers: auth,
            body: JSON.stringify({ title }),
          });
        acknowledged = () => ledger.titles.set(id, title);
      } else if (roll < 0.9) {
        const column = columns[Math.floor(random() * columns.length)] ?? 1;
        request = () =>
          fetch(`${api}/boards/1/cards/${id}`, {
            method: 'PATCH',
            headers: auth,
            body: JSON.stringify({ column_id: column, order: 1 + Math.floor(random() * 50) }),
          });
        acknowledged = () => ledger.moved.set(id, column);
      } else {
        const key = `bench-${index}-${step}`;
        request = () =>
          fetch(`${api}/boards/1/cards`, {
            method: 'POST',
            headers: { ...auth, 'Idempotency-Key': key },
            body: JSON.stringify({ column_id: columns[0], title: `Created ${index}.${step}` }),
          });
        acknowledged = (body) => {
          const created = (body as { id?: unknown } | null)?.id;
          if (typeof created === 'number') ledger.created.set(key, created);
        };
      }
      try {
        const started = performance.now();
        const response = await request();
        const text = await response.text();
        times.push(performance.now() - started);
        if (response.status >= 400) errors += 1;
        else
          acknowledged(
            response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : null,
          );
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, index) => client(index)));
  const seconds = (performance.now() - started) / 1000;
  return { times, errors, seconds };
}

/** Reads back every acknowledged write (after the restart); counts those not there. */
async function lostWrites(api: string, ledger: Ledger): Promise<number> {
  const ids = [
    ...new Set([...ledger.titles.keys(), ...ledger.moved.keys(), ...ledger.created.values()]),
  ];
  const found = new Map<number, { title: string; column_id: number }>();
  for (let at = 0; at < ids.length; at += 200) {
    const batch = ids.slice(at, at + 200);
    const query = batch.map((id) => `ids[]=${id}`).join('&');
    const fields = ['title', 'column_id'].map((f) => `options[fields][]=${f}`).join('&');
    const answer = (await (
      await fetch(`${api}/cards/info/batch?${query}&${fields}`, { headers: auth })
    ).json()) as { cards: { id: number; title: string; column_id: number }[] };
    for (const card of answer.cards) found.set(card.id, card);
  }
  let lost = 0;
  for (const [id, title] of ledger.titles) if (found.get(id)?.title !== title) lost += 1;
  for (const [id, column] of ledger.moved) if (found.get(id)?.column_id !== column) lost += 1;
  for (const id of ledger.created.values()) if (!found.has(id)) lost += 1;
  return lost;
}

async function main() {
  const folder = mkdtempSync(join(tmpdir(), 'storage-load-'));
  const dataFile = join(folder, 'data.json');
  console.info(
    `storage load: ${tree}, DATA_FILE ${dataFile}, sync ${sync}, ${clients} clients, ` +
      `${singleWrites} single writes, ${mixedRequests} mixed requests per size`,
  );
  let server = await startServer(dataFile);
  console.info(`first start (seed, store created): ${ms(server.startedMs)}`);
  try {
    for (const size of sizes) {
      const reset = await fetch(`${server.api}/__mock/reset`, {
        method: 'POST',
        headers: { ...auth, 'X-Mock-Control': '1' },
        body: JSON.stringify({ size }),
      });
      if (reset.status !== 200) throw new Error(`reset answered ${reset.status}`);
      const { cards, columns } = await cardIds(server.api);
      const ledger: Ledger = { titles: new Map(), moved: new Map(), created: new Map() };
      const single = await singleClient(server.api, cards, ledger);
      const load = await mixed(server.api, cards, columns, ledger);
      server.child.kill('SIGKILL');
      await server.exited;
      server = await startServer(dataFile);
      const lost = await lostWrites(server.api, ledger);
      console.info(
        `${size} cards: single-client card write p50 ${ms(quantile(single, 0.5))}, ` +
          `p99 ${ms(quantile(single, 0.99))} (${single.length}); ` +
          `${clients} clients mixed: ${Math.round(load.times.length / load.seconds)} requests/s, ` +
          `p50 ${ms(quantile(load.times, 0.5))}, p99 ${ms(quantile(load.times, 0.99))}, ` +
          `${load.times.length} requests, ${load.errors} errors; after kill -9: start ` +
          `${ms(server.startedMs)} to the first answer, ${lost} acknowledged writes lost`,
      );
    }
  } finally {
    server.child.kill('SIGKILL');
    await server.exited;
    rmSync(folder, { recursive: true, force: true });
  }
}

await main();
