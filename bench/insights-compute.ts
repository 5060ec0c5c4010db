// Insights computation on the 5,000-card board with 90 days of history (docs/insights.md):
// the feed as the mock serves it, turned into flow events, then every measure for 90 days,
// and again for a 30-day range and for a filter (what a range or filter change costs), as the
// worker does it: histories and rows kept between computations (measures/held-rows.ts).
//   npx tsx bench/insights-compute.ts [--runs 9] [--size 5000]
import { flowEvents } from '../src/features/insights/measures/events';
import { HeldRows } from '../src/features/insights/measures/held-rows';
import { defaultColumns, type MeasureOptions } from '../src/features/insights/measures/options';
import { dayOf, zone } from '../src/features/insights/measures/zone';
import { buildSeed } from '../src/mock/service';

const argv = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const index = argv.indexOf(`--${name}`);
  return index >= 0 ? Number(argv[index + 1]) : fallback;
};
const runs = option('runs', 9);
const size = option('size', 5000);
const now = new Date();
const db = buildSeed(now, size);
const entries = db.cardActivities
  .filter((row) => row.board_id === 1)
  .map((row) => ({ card_id: row.card_id, kind: row.kind, data: row.data, at: row.at }));
const columns = db.columns
  .filter((c) => c.board_id === 1 && c.archived_at === null)
  .sort((a, b) => a.order - b.order)
  .map((c) => ({ id: c.id, name: c.name, wipLimit: c.wip_limit }));
const { start, end } = defaultColumns(columns);
const z = zone('Europe/Berlin');
const today = dayOf(now.getTime(), z);
const base: MeasureOptions = {
  columns,
  startColumn: start,
  endColumn: end,
  fromDay: today - 89,
  toDay: today,
  zone: z,
  now: now.getTime(),
  cards: null,
};
const filter = new Set(db.cards.filter((c) => c.board_id === 1 && c.id % 3 === 0).map((c) => c.id));

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const time = (work: () => unknown) => {
  const started = performance.now();
  work();
  return performance.now() - started;
};
const figures: Record<string, number[]> = {
  feedToEvents: [],
  firstCompute: [],
  range30: [],
  filter: [],
  startColumn: [],
};
for (let run = 0; run < runs; run += 1) {
  let events = flowEvents([]);
  figures.feedToEvents?.push(time(() => (events = flowEvents(entries))));
  const held = new HeldRows();
  figures.firstCompute?.push(
    time(() => {
      held.take(`run-${run}`, events);
      held.compute(base);
    }),
  );
  figures.range30?.push(time(() => held.compute({ ...base, fromDay: today - 29 })));
  figures.filter?.push(time(() => held.compute({ ...base, cards: filter })));
  figures.startColumn?.push(time(() => held.compute({ ...base, startColumn: end })));
}
console.info(
  `insights computation, ${size} cards, ${entries.length} feed entries, ${columns.length} columns, ${runs} runs (median, min-max ms):`,
);
for (const [name, values] of Object.entries(figures)) {
  console.info(
    `  ${name.padEnd(14)} ${median(values).toFixed(1)}  (${Math.min(...values).toFixed(1)}-${Math.max(...values).toFixed(1)})`,
  );
}
