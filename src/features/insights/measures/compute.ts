import type { AgingCard } from './aging';
import type { Finished, Percentiles, WeekCount } from './cycle';
import type { CardHistory } from './events';
import type { DayCounts, WipDay } from './flow';
import type { MeasureOptions } from './options';
import { computeFromRows, prepareRows } from './rows';

export interface Insights {
  flow: DayCounts[];
  cycle: Finished[];
  percentiles: Percentiles;
  throughput: WeekCount[];
  aging: AgingCard[];
  wip: WipDay[];
}

/**
 * Every measure over one range and filter, straight from the histories (tests and the Node
 * bench); the worker keeps the rows between calls instead (rows.ts).
 */
export function computeInsights(
  histories: readonly CardHistory[],
  options: MeasureOptions,
): Insights {
  return computeFromRows(prepareRows(histories, options), options);
}
