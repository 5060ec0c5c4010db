import type { CardHistory } from './events';
import type { Insights } from './insights';
import type { MeasureOptions } from './options';
import { computeFromRows, prepareRows } from './rows';

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
