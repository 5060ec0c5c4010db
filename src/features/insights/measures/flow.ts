import type { CardHistory } from './events';
import { indexer, type MeasureOptions } from './options';
import { dayLabel, startOfDay } from './zone';

export interface DayCounts {
  day: string;
  /** Cards per column (options.columns order) at the end of the day. */
  counts: number[];
}

/** The first index whose value is above `at` (values ascending). */
function firstAbove(values: readonly number[], at: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((values[middle] ?? Infinity) <= at) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Cards per column at the end of each day of the range. `cumulative`: work that reached the end
 * column (or a later one) stays counted there when it is archived or deleted, so the finished
 * band only grows with finishes (a card sent back leaves it). Otherwise a card counts only while
 * it is on the board: work in progress.
 */
export function countsPerDay(
  histories: readonly CardHistory[],
  options: MeasureOptions,
  cumulative: boolean,
): DayCounts[] {
  const { fromDay, toDay, zone, cards } = options;
  const days = Math.max(0, toDay - fromDay + 1);
  const ends = Array.from({ length: days }, (_, k) => startOfDay(fromDay + k + 1, zone));
  const width = options.columns.length;
  // Difference arrays: +1 on the first day a stay counts, -1 after its last.
  const diff = new Int32Array((days + 1) * width);
  const indexOf = indexer(options);
  const endIndex = indexOf(options.endColumn);
  for (const history of histories) {
    if (cards && !cards.has(history.cardId)) continue;
    const { stays, goneAt } = history;
    for (let s = 0; s < stays.length; s += 1) {
      const stay = stays[s];
      if (!stay) continue;
      const column = indexOf(stay.column);
      if (column < 0) continue;
      let until = stays[s + 1]?.at ?? Infinity;
      const keep = cumulative && endIndex >= 0 && column >= endIndex;
      if (goneAt !== null && !keep) until = Math.min(until, goneAt);
      if (until <= stay.at) continue;
      const first = firstAbove(ends, stay.at);
      // Counted on day k while the stay covers the day's last instant: ends[k] <= until.
      const after = until === Infinity ? days : firstAbove(ends, until);
      if (first >= after) continue;
      diff[first * width + column] = (diff[first * width + column] ?? 0) + 1;
      diff[after * width + column] = (diff[after * width + column] ?? 0) - 1;
    }
  }
  const rows: DayCounts[] = [];
  const running = new Array<number>(width).fill(0);
  for (let k = 0; k < days; k += 1) {
    for (let c = 0; c < width; c += 1) running[c] = (running[c] ?? 0) + (diff[k * width + c] ?? 0);
    rows.push({ day: dayLabel(fromDay + k), counts: [...running] });
  }
  return rows;
}

export interface WipDay {
  day: string;
  counts: number[];
  /** Column indices over their limit that day. */
  over: number[];
}

/** Work in progress per column and day, against each column's limit. */
export function wipOverTime(histories: readonly CardHistory[], options: MeasureOptions): WipDay[] {
  return countsPerDay(histories, options, false).map(({ day, counts }) => ({
    day,
    counts,
    over: counts.flatMap((count, c) => {
      const limit = options.columns[c]?.wipLimit;
      return limit != null && count > limit ? [c] : [];
    }),
  }));
}
