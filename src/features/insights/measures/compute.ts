import { agingWork, type AgingCard } from './aging';
import {
  finishedCards,
  percentiles,
  throughput,
  type Finished,
  type Percentiles,
  type WeekCount,
} from './cycle';
import type { CardHistory } from './events';
import { countsPerDay, wipOverTime, type DayCounts, type WipDay } from './flow';
import type { MeasureOptions } from './options';

export interface Insights {
  flow: DayCounts[];
  cycle: Finished[];
  percentiles: Percentiles;
  throughput: WeekCount[];
  aging: AgingCard[];
  wip: WipDay[];
}

/** Every measure over one range and filter: the worker runs this, and so do tests. */
export function computeInsights(
  histories: readonly CardHistory[],
  options: MeasureOptions,
): Insights {
  const cycle = finishedCards(histories, options);
  const p = percentiles(cycle.map((card) => card.days));
  return {
    flow: countsPerDay(histories, options, true),
    cycle,
    percentiles: p,
    throughput: throughput(cycle, options),
    aging: agingWork(histories, options, p),
    wip: wipOverTime(histories, options),
  };
}
