// My work's regrouping (issue 35, docs/my-work.md): what each board's answer and each quick action
// pays before the frame that shows it, on the main thread. 1,245 cards of mine (the figure of
// bench/my-work.ts: 30 boards, 5,000 cards, a quarter mine), grouped by due date and sorted by
// due, then board, then title. Prints the median and the slowest of the timed rounds.
//   npx tsx bench/my-work-group.ts [--cards 1245] [--rounds 50]
import type { Card } from '../src/api/types';
import type { MyCard } from '../src/features/my-work/my-cards';
import { groupMyCards, NO_FILTERS } from '../src/features/my-work/my-work-groups';

const argv = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = argv.indexOf(`--${name}`);
  return index >= 0 ? (argv[index + 1] ?? fallback) : fallback;
};
const count = Number(option('cards', '1245'));
const rounds = Number(option('rounds', '50'));
const DAY = 24 * 60 * 60 * 1000;
const now = new Date(2026, 10, 25, 10, 0);

// A seeded sequence (no Math.random): the same cards on every run.
let seed = 35;
const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;

const cards: MyCard[] = Array.from({ length: count }, (_, serial) => {
  const board = 4 + (serial % 27);
  const due = serial % 5 === 0 ? null : new Date(now.getTime() + (next() * 45 - 10) * DAY);
  const card = {
    id: serial + 1,
    number: serial + 1,
    title: `Task ${serial} of Team board ${board}`,
    due_date: due?.toISOString() ?? null,
    completed_at: null,
    updated_at: new Date(now.getTime() - next() * 30 * DAY).toISOString(),
  } as Partial<Card> as Card;
  return {
    kind: 'card',
    card,
    boardId: board,
    boardName: `Team board ${board}`,
    columnName: 'To do',
    columns: [],
    reasons: { assigned: true, mentioned: false },
    tags: [],
    canEdit: true,
  };
});

for (let warm = 0; warm < 10; warm += 1) groupMyCards(cards, NO_FILTERS, now);
const times: number[] = [];
for (let round = 0; round < rounds; round += 1) {
  const start = performance.now();
  groupMyCards(cards, NO_FILTERS, now);
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const median = times[Math.floor((times.length - 1) / 2)] ?? Number.NaN;
console.info(
  `groupMyCards, ${count} cards, ${rounds} rounds: median ${median.toFixed(2)} ms, ` +
    `slowest ${(times.at(-1) ?? Number.NaN).toFixed(2)} ms`,
);
