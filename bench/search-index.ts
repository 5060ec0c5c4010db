// The board search's local matcher in Node, per keystroke: the shared matcher as the client ran
// it before (`searchBoard`, each card's title lowered on every key) against the same matcher
// answering the text part from the search index (src/features/search/model/search-index.ts),
// for every prefix of a word typed, on the mock's generated board. Checks both give the same ids.
//   npx tsx bench/search-index.ts [--sizes 5000,20000] [--word billing] [--runs 25]
import { normalizeBoard } from '@/api/normalize';
import type { BoardWorkingSet } from '@/api/types';
import { searchBoard } from '@/domain/search';
import { definitionMap, localSearch } from '@/features/search/model/local-search';
import { searchIndex } from '@/features/search/model/search-index';
import { DEMO_USERS } from '@/mock/db/seed';
import { boardPayload } from '@/mock/handlers/boards/board-json';
import { buildSeed } from '@/mock/service';

const option = (name: string, fallback: string): string => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
};
const sizes = option('sizes', '5000,20000').split(',').map(Number);
const word = option('word', 'billing');
const runs = Math.max(1, Number(option('runs', '25')));
const now = new Date('2026-11-20T12:00:00Z');

function generatedBoard(size: number): BoardWorkingSet {
  const db = buildSeed(now, size);
  const board = db.boards.find((candidate) => candidate.id === 1);
  const user = db.users.find((candidate) => candidate.id === DEMO_USERS.manager);
  if (!board || !user) throw new Error('the seed has no board 1 or no manager');
  const json = JSON.stringify(boardPayload({ db, board, user, level: 'manage', now }));
  const result = normalizeBoard(JSON.parse(json));
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

function median(task: () => unknown): number {
  const samples: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    task();
    samples.push(performance.now() - start);
  }
  return samples.sort((a, b) => a - b)[Math.floor(samples.length / 2)] ?? 0;
}

const prefixes = [...word].map((_, index) => word.slice(0, index + 1));
for (const size of sizes) {
  const board = generatedBoard(size);
  const definitions = definitionMap(board);
  const columns = Object.values(board.columns);
  const before = (query: string) =>
    searchBoard({ cards: board.cards, columns, filters: { query }, now, definitions });
  const after = (query: string) => localSearch(board, { query }, definitions, now);
  for (const query of prefixes) {
    if (JSON.stringify(before(query)) !== JSON.stringify(after(query))) {
      throw new Error(`"${query}": the index gives other cards than the matcher`);
    }
  }
  const build = median(() => searchIndex({ cards: [...board.cards] }));
  const perKey = (search: (query: string) => unknown) =>
    prefixes.map((query) => median(() => search(query)));
  const old = perKey(before);
  const indexed = perKey(after);
  const fmt = (values: number[]) => values.map((value) => value.toFixed(2)).join(' ');
  console.info(`${size} cards, "${word}" key by key (median of ${runs}, ms):`);
  console.info(`  index build (a new board):    ${build.toFixed(2)}`);
  console.info(
    `  matcher before, per key:      ${fmt(old)}  (worst ${Math.max(...old).toFixed(2)})`,
  );
  console.info(
    `  matcher with index, per key:  ${fmt(indexed)}  (worst ${Math.max(...indexed).toFixed(2)})`,
  );
  console.info(`  matches of "${word}": ${after(word).cardIds.length}`);
}
