import type { AgingCard } from './aging';
import type { Finished, Percentiles, WeekCount } from './cycle';
import type { DayCounts, WipDay } from './flow';

/** Every measure of one range and filter: what the view draws. */
export interface Insights {
  flow: DayCounts[];
  cycle: Finished[];
  percentiles: Percentiles;
  throughput: WeekCount[];
  aging: AgingCard[];
  wip: WipDay[];
}
