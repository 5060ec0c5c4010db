import type { Insights } from './compute';
import type { FlowEvent } from './events';
import type { MeasureOptions } from './options';

/** What the page sends the insights worker: the events once per feed version, then options. */
export interface InsightsRequest {
  id: number;
  /** The feed's identity (board and version): the worker keeps the histories of the last one. */
  feedKey: string;
  events?: FlowEvent[];
  options: Omit<MeasureOptions, 'zone'> & { zone: string };
}

export interface InsightsAnswer {
  id: number;
  /** null: the worker no longer holds that feed; send it again with its events. */
  insights: Insights | null;
  /** Milliseconds the computation took in the worker. */
  ms: number;
}
