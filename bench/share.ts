// What structural sharing of the board working set costs, in Node: React Query's default
// (`replaceEqualDeep`) against the board's own (`shareBoard`, src/api/queries/share-board.ts),
// for an optimistic move (one card to another column) and for a refetch with the same content;
// and what the board index costs (src/api/queries/board-index.ts).
// On the mock's generated 5,000-card board. Not part of `npm run bench` (that one is in Chromium).
//   npx tsx bench/share.ts [--runs 25]
import { replaceEqualDeep } from '@tanstack/react-query';
import { normalizeBoard } from '@/api/normalize';
import { boardIndex, buildBoardIndex, withCard } from '@/api/queries/board-index';
import { shareBoard } from '@/api/queries/share-board';
import type { BoardWorkingSet } from '@/api/types';
import { DEMO_USERS } from '@/mock/db/seed';
import { boardPayload } from '@/mock/handlers/boards/board-json';
import { buildSeed } from '@/mock/service';

const runsIndex = process.argv.indexOf('--runs');
const runs = Math.max(1, Number(runsIndex >= 0 ? process.argv[runsIndex + 1] : 25));

function parsedBoard(json: string): BoardWorkingSet {
  const result = normalizeBoard(JSON.parse(json));
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

const now = new Date('2026-11-20T12:00:00Z');
const db = buildSeed(now, 5000);
const board = db.boards.find((candidate) => candidate.id === 1);
const user = db.users.find((candidate) => candidate.id === DEMO_USERS.manager);
if (!board || !user) throw new Error('the seed has no board 1 or no manager');
const json = JSON.stringify(boardPayload({ db, board, user, level: 'manage', now }));

const cached = parsedBoard(json);
const [first, ...others] = cached.cards;
if (!first) throw new Error('the board has no cards');
const moved: BoardWorkingSet = { ...cached, cards: [...others, { ...first, column_id: -1 }] };
const refetched = parsedBoard(json);
const twoChanged: BoardWorkingSet = {
  ...refetched,
  cards: refetched.cards.map((card, index) =>
    index === 10 || index === 20 ? { ...card, title: `${card.title}!` } : card,
  ),
};
boardIndex(cached);

function median(task: () => unknown): number {
  const samples: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    task();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)] ?? 0;
}

console.table([
  {
    case: 'board index, built afresh',
    'replaceEqualDeep (ms)': '-',
    'shareBoard (ms)': median(() => buildBoardIndex(cached)).toFixed(2),
  },
  {
    case: 'one card written (withCard, index carried over)',
    'replaceEqualDeep (ms)': '-',
    'shareBoard (ms)': median(() => withCard(cached, first.id, (card) => ({ ...card }))).toFixed(2),
  },
  {
    case: 'refetch, 2 cards changed (index included)',
    'replaceEqualDeep (ms)': median(() => replaceEqualDeep(cached, twoChanged)).toFixed(2),
    'shareBoard (ms)': median(() => shareBoard(cached, twoChanged)).toFixed(2),
  },
  {
    case: 'optimistic move',
    'replaceEqualDeep (ms)': median(() => replaceEqualDeep(cached, moved)).toFixed(2),
    'shareBoard (ms)': median(() => shareBoard(cached, moved)).toFixed(2),
  },
  {
    case: 'refetch, same content',
    'replaceEqualDeep (ms)': median(() => replaceEqualDeep(cached, refetched)).toFixed(2),
    'shareBoard (ms)': median(() => shareBoard(cached, refetched)).toFixed(2),
  },
]);
console.info(`5,000 cards; median of ${runs} runs; Node ${process.version}`);
