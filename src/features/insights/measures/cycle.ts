import type { CardHistory } from './events';
import { indexer, type MeasureOptions } from './options';
import { dayLabel, dayOf, isoWeekLabel, weekStart } from './zone';

/** Where work starts and where it is finished, among the board's columns. */
type ColumnChoice = Pick<MeasureOptions, 'columns' | 'startColumn' | 'endColumn'>;

export interface Finished {
  cardId: number;
  /** When work started: the first entry into the start column or a later one. */
  startedAt: number;
  /** When it was finished: its last arrival in the end column (or a later one). */
  finishedAt: number;
  /** The zone's day it was finished, `YYYY-MM-DD`. */
  day: string;
  days: number;
}

export interface Percentiles {
  p50: number | null;
  p85: number | null;
  p95: number | null;
}

/** The start of work of a card: its first entry into the start column or a later one. */
export function startedAt(history: CardHistory, options: ColumnChoice): number | null {
  const indexOf = indexer(options);
  const start = indexOf(options.startColumn);
  return history.stays.find((stay) => indexOf(stay.column) >= start && start >= 0)?.at ?? null;
}

/** When a card standing in the end column (or later) got there for the last time; else null. */
export function finishedAt(history: CardHistory, options: ColumnChoice): number | null {
  const indexOf = indexer(options);
  const end = indexOf(options.endColumn);
  const { stays } = history;
  if (end < 0 || indexOf(stays.at(-1)?.column ?? -1) < end) return null;
  let j = stays.length - 1;
  while (j > 0 && indexOf(stays[j - 1]?.column ?? -1) >= end) j -= 1;
  return stays[j]?.at ?? null;
}

/** Nearest-rank percentiles: the value at rank ceil(p/100 × n) of the sorted values. */
export function percentiles(values: readonly number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted.length === 0 ? null : (sorted[Math.ceil((p / 100) * sorted.length) - 1] ?? null);
  return { p50: at(50), p85: at(85), p95: at(95) };
}

export interface WeekCount {
  /** `2026-W13` */
  week: string;
  /** The week's Monday, `YYYY-MM-DD`. */
  monday: string;
  count: number;
  /** The range covers only part of the week. */
  partial: boolean;
}

/** Finished cards per ISO week (Monday to Sunday in the zone) of the range. */
export function throughput(finished: readonly Finished[], options: MeasureOptions): WeekCount[] {
  const first = weekStart(options.fromDay);
  const weeks: WeekCount[] = [];
  for (let monday = first; monday <= options.toDay; monday += 7) {
    weeks.push({
      week: isoWeekLabel(monday),
      monday: dayLabel(monday),
      count: 0,
      partial: monday < options.fromDay || monday + 6 > options.toDay,
    });
  }
  for (const card of finished) {
    const day = dayOf(card.finishedAt, options.zone);
    const week = weeks[Math.floor((weekStart(day) - first) / 7)];
    if (week) week.count += 1;
  }
  return weeks;
}
