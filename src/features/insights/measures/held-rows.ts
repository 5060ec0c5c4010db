import type { Insights } from './insights';
import { cardHistories, type CardHistory, type FlowEvent } from './events';
import type { MeasureOptions } from './options';
import { computeFromRows, prepareRows, rowsKey, type CardRow } from './rows';

/**
 * The histories of the last feed and the rows of the last choice of columns, kept between
 * computations (in the worker, or on the page where there is none): a new feed builds both, a
 * new start or end column only the rows, a new range or filter neither.
 */
export class HeldRows {
  private histories: { key: string; value: CardHistory[] } | null = null;
  private rows: { key: string; value: CardRow[] } | null = null;

  /** False when it holds another feed than `feedKey` (its events must be sent). */
  holds(feedKey: string): boolean {
    return this.histories?.key === feedKey;
  }

  take(feedKey: string, events: readonly FlowEvent[]): void {
    this.histories = { key: feedKey, value: cardHistories(events) };
    this.rows = null;
  }

  compute(options: MeasureOptions): Insights {
    if (!this.histories) throw new Error('insights: no feed held');
    const key = rowsKey(options);
    if (this.rows?.key !== key)
      this.rows = { key, value: prepareRows(this.histories.value, options) };
    return computeFromRows(this.rows.value, options);
  }
}
