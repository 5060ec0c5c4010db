import { riskOf, type AgingCard } from './aging';
import { finishedAt, percentiles, startedAt, throughput, type Finished } from './cycle';
import type { Insights } from './insights';
import type { CardHistory } from './events';
import type { DayCounts, WipDay } from './flow';
import { indexer, type MeasureOptions } from './options';
import { DAY_MS, dayLabel, dayOf } from './zone';

/**
 * What a card contributes to every measure, worked out once per feed and choice of columns (the
 * worker keeps it), so a change of range or filter only sums rows (docs/insights.md, "Budgets").
 */
export interface CardRow {
  cardId: number;
  /**
   * The days it counts in the cumulative flow, as triples: column index, first day, the day
   * after its last (Infinity: still there). A stay counts on a day when it covers the day's end.
   */
  flow: number[];
  /** The same for work in progress (only while on the board). */
  wip: number[];
  startedAt: number | null;
  finishedAt: number | null;
  finishDay: number;
  /** Work in progress now (on the board, started, not finished): the column it stands in. */
  inProgress: number | null;
}

export type RowOptions = Pick<MeasureOptions, 'columns' | 'startColumn' | 'endColumn' | 'zone'>;

/** The rows of the cards' histories: every call to the zone's clock made here, once. */
export function prepareRows(histories: readonly CardHistory[], options: RowOptions): CardRow[] {
  const indexOf = indexer(options);
  const endIndex = indexOf(options.endColumn);
  const start = indexOf(options.startColumn);
  const day = (ms: number) => (ms === Infinity ? Infinity : dayOf(ms, options.zone));
  return histories.map((history) => {
    const { stays, goneAt } = history;
    const flow: number[] = [];
    const wip: number[] = [];
    for (let s = 0; s < stays.length; s += 1) {
      const stay = stays[s];
      if (!stay) continue;
      const column = indexOf(stay.column);
      if (column < 0) continue;
      const next = stays[s + 1]?.at ?? Infinity;
      const onBoard = goneAt === null ? next : Math.min(next, goneAt);
      // Finished work stays counted in the cumulative flow when archived or deleted.
      const kept = endIndex >= 0 && column >= endIndex ? next : onBoard;
      const first = dayOf(stay.at, options.zone);
      if (kept > stay.at) flow.push(column, first, day(kept));
      if (onBoard > stay.at) wip.push(column, first, day(onBoard));
    }
    const finished = finishedAt(history, options);
    const started = startedAt(history, options);
    const last = indexOf(stays.at(-1)?.column ?? -1);
    const inProgress =
      goneAt === null && start >= 0 && last >= start && finished === null && started !== null
        ? (stays.at(-1)?.column ?? null)
        : null;
    return {
      cardId: history.cardId,
      flow,
      wip,
      startedAt: started,
      finishedAt: finished,
      finishDay: finished === null ? Number.NaN : dayOf(finished, options.zone),
      inProgress,
    };
  });
}

/** Cards per column at the end of each day of the range, summed from the rows' day spans. */
function countsPerDay(
  rows: readonly CardRow[],
  options: MeasureOptions,
  pick: 'flow' | 'wip',
): DayCounts[] {
  const { fromDay, toDay, cards } = options;
  const days = Math.max(0, toDay - fromDay + 1);
  const width = options.columns.length;
  // Difference arrays: +1 on the first day a stay counts, -1 after its last.
  const diff = new Int32Array((days + 1) * width);
  for (const row of rows) {
    if (cards && !cards.has(row.cardId)) continue;
    const spans = row[pick];
    for (let i = 0; i < spans.length; i += 3) {
      const column = spans[i] ?? 0;
      const first = Math.max(0, (spans[i + 1] ?? 0) - fromDay);
      const after = Math.min(days, (spans[i + 2] ?? 0) - fromDay);
      if (first >= after) continue;
      diff[first * width + column] = (diff[first * width + column] ?? 0) + 1;
      diff[after * width + column] = (diff[after * width + column] ?? 0) - 1;
    }
  }
  const out: DayCounts[] = [];
  const running = new Array<number>(width).fill(0);
  for (let k = 0; k < days; k += 1) {
    for (let c = 0; c < width; c += 1) running[c] = (running[c] ?? 0) + (diff[k * width + c] ?? 0);
    out.push({ day: dayLabel(fromDay + k), counts: [...running] });
  }
  return out;
}

/** Every measure over one range and filter, from the rows. */
export function computeFromRows(rows: readonly CardRow[], options: MeasureOptions): Insights {
  const { cards, fromDay, toDay } = options;
  const cycle: Finished[] = [];
  const inProgress: CardRow[] = [];
  for (const row of rows) {
    if (cards && !cards.has(row.cardId)) continue;
    if (row.inProgress !== null) inProgress.push(row);
    if (row.finishedAt === null || row.finishDay < fromDay || row.finishDay > toDay) continue;
    const started = row.startedAt ?? row.finishedAt;
    cycle.push({
      cardId: row.cardId,
      startedAt: started,
      finishedAt: row.finishedAt,
      day: dayLabel(row.finishDay),
      days: (row.finishedAt - started) / DAY_MS,
    });
  }
  cycle.sort((a, b) => a.finishedAt - b.finishedAt || a.cardId - b.cardId);
  const p = percentiles(cycle.map((card) => card.days));
  const aging: AgingCard[] = inProgress.map((row) => {
    const age = (options.now - (row.startedAt ?? options.now)) / DAY_MS;
    return { cardId: row.cardId, column: row.inProgress ?? -1, age, risk: riskOf(age, p) };
  });
  aging.sort((a, b) => b.age - a.age || a.cardId - b.cardId);
  const wip: WipDay[] = countsPerDay(rows, options, 'wip').map(({ day, counts }) => ({
    day,
    counts,
    over: counts.flatMap((count, c) => {
      const limit = options.columns[c]?.wipLimit;
      return limit != null && count > limit ? [c] : [];
    }),
  }));
  return {
    flow: countsPerDay(rows, options, 'flow'),
    cycle,
    percentiles: p,
    throughput: throughput(cycle, options),
    aging,
    wip,
  };
}

/** What the rows depend on besides the feed: the columns, where work starts and ends, the zone. */
export function rowsKey(options: RowOptions): string {
  return [
    options.columns.map((c) => c.id).join(','),
    options.startColumn,
    options.endColumn,
    options.zone.name,
  ].join('|');
}
