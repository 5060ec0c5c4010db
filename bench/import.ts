// The import's two budgets (issue 34, docs/import.md):
// 1. parse + preview of a 10 MB Trello export: `parseImportFile` (what the import's Web Worker
//    runs, off the page's thread) and `planImport` (the preview, on the page), timed apart, in Node;
// 2. 1,000 Trello cards imported into `npm run api` (started here as a child process, in memory,
//    or with --data-file so every write waits for its fsync as with DATA_FILE): the real runner,
//    the real HTTP client, 6 lanes; the board is read back and counted.
//   npx tsx bench/import.ts [--runs 5] [--cards 1000] [--lanes 6] [--data-file]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiClient } from '@/api/http/client';
import { parseImportFile } from '@/features/import/parse/parse-file';
import { planImport } from '@/features/import/plan/plan-import';
import { emptyState, memoryJobStorage } from '@/features/import/run/job-store';
import { runJob } from '@/features/import/run/run-job';
import { trelloExport } from '@test/trello-export';

const argv = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = argv.indexOf(`--${name}`);
  return index >= 0 ? (argv[index + 1] ?? fallback) : fallback;
};
const runs = Math.max(1, Number(option('runs', '5')));
const cardCount = Number(option('cards', '1000'));
const withDataFile = argv.includes('--data-file');
const lanes = Number(option('lanes', '6'));
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const PEOPLE = [
  { id: 1, name: 'Maya Manager', username: null, email: 'maya@example.com' },
  { id: 2, name: 'Eli Editor', username: null, email: 'eli@example.com' },
];

function parseAndPreview(): void {
  // 2,000 cards with ~4.5 kB descriptions: a 10 MB export (Trello's own fields, see the builder).
  const text = JSON.stringify(trelloExport({ cards: 2000, descriptionChars: 2900, comments: 3 }));
  const bytes = new TextEncoder().encode(text);
  const parse: number[] = [];
  const preview: number[] = [];
  let cards = 0;
  for (let run = 0; run < runs + 1; run += 1) {
    const t0 = performance.now();
    const parsed = parseImportFile('board.json', bytes);
    const t1 = performance.now();
    if (!parsed.ok || parsed.kind !== 'model') throw new Error('the export did not parse');
    const { preview: shown } = planImport(
      parsed.model,
      { kind: 'new', name: 'Bench', callerId: 1 },
      PEOPLE,
    );
    const t2 = performance.now();
    cards = shown.counts.cards;
    if (run === 0) continue; // warm-up
    parse.push(t1 - t0);
    preview.push(t2 - t1);
  }
  const total = parse.map((p, i) => p + (preview[i] ?? 0));
  console.info(
    `parse+preview of a ${(bytes.length / 1e6).toFixed(1)} MB Trello export (${cards} cards), ${runs} runs: ` +
      `parse (worker) median ${median(parse).toFixed(0)} ms, preview median ${median(preview).toFixed(0)} ms, ` +
      `total median ${median(total).toFixed(0)} ms, max ${Math.max(...total).toFixed(0)} ms (budget 1,000 ms)`,
  );
}

async function startApi(dataFile: string | null): Promise<{ url: string; stop: () => void }> {
  const port = 4300 + Math.floor(Math.random() * 500);
  const child = spawn('npx', ['tsx', 'src/mock/node/server.ts'], {
    env: { ...process.env, PORT: String(port), ...(dataFile ? { DATA_FILE: dataFile } : {}) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}/api`;
  for (let tries = 0; tries < 200; tries += 1) {
    try {
      if ((await fetch(`${url}/me`, { headers: { Authorization: 'Bearer demo-manager' } })).ok)
        return { url, stop: () => child.kill('SIGTERM') };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('npm run api did not start');
}

async function importIntoApi(): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'import-bench-'));
  const external = option('api-url', '');
  const api = external
    ? { url: external, stop: () => undefined }
    : await startApi(withDataFile ? join(folder, 'data.json') : null);
  try {
    const client = createApiClient({ baseUrl: api.url, token: 'demo-manager' });
    const parsed = parseImportFile(
      'board.json',
      new TextEncoder().encode(JSON.stringify(trelloExport({ cards: cardCount }))),
    );
    if (!parsed.ok || parsed.kind !== 'model') throw new Error('the export did not parse');
    const { steps, preview } = planImport(
      parsed.model,
      { kind: 'new', name: 'Bench import', callerId: 1 },
      PEOPLE,
    );
    const job = {
      id: `bench-${Date.now()}`,
      owner: { baseUrl: api.url, userId: 1 },
      createdAt: new Date().toISOString(),
      fileName: 'board.json',
      intoBoardId: null,
      preview,
      steps,
    };
    const started = performance.now();
    const state = await runJob({
      client,
      storage: memoryJobStorage(),
      job,
      state: emptyState(),
      signal: new AbortController().signal,
      onProgress: () => undefined,
      concurrency: lanes,
    });
    const seconds = (performance.now() - started) / 1000;
    const response = await fetch(`${api.url}/boards/${state.boardId ?? 0}`, {
      headers: { Authorization: 'Bearer demo-manager' },
    });
    const board = (await response.json()) as {
      cards: { checklist_items_completed: number; comments_count: number }[];
    };
    const ticked = board.cards.reduce((sum, c) => sum + c.checklist_items_completed, 0);
    const comments = board.cards.reduce((sum, c) => sum + c.comments_count, 0);
    console.info(
      `${preview.counts.cards} Trello cards into npm run api${withDataFile ? ' (DATA_FILE, fsync per write group)' : ' (in memory)'}: ` +
        `${steps.length} writes in ${seconds.toFixed(1)} s (${(steps.length / seconds).toFixed(0)} writes/s; budget 60 s); ` +
        `board read back: ${board.cards.length} cards (planned ${preview.counts.cards}), ${ticked} ticked items (${preview.counts.ticked}), ` +
        `${comments} comments (${preview.counts.comments}); refused ${Object.keys(state.failed).length}`,
    );
  } finally {
    api.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}

if (!argv.includes('--skip-parse')) parseAndPreview();
await importIntoApi();
