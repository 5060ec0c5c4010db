import type { FeedPage, FeedPlace } from '../data/feed-page';
import type { Insights } from './insights';
import type { FlowEvent } from './events';
import type { MeasureOptions } from './options';

/** What the page sends the insights worker: the events once per feed version, then options. */
export interface InsightsRequest {
  kind: 'compute';
  id: number;
  /** The feed's identity (board and version): the worker keeps the histories of the last one. */
  feedKey: string;
  events?: FlowEvent[];
  options: Omit<MeasureOptions, 'zone'> & { zone: string };
}

/** A page of the feed, as the server sent it, for the worker to parse. */
export interface PageRequest {
  kind: 'page';
  id: number;
  text: string;
  status: number;
  place: FeedPlace;
}

export interface InsightsAnswer {
  kind: 'compute';
  id: number;
  /** null: the worker no longer holds that feed; send it again with its events. */
  insights: Insights | null;
  /** Milliseconds the computation took in the worker. */
  ms: number;
}

export type PageAnswer = { kind: 'page'; id: number } & (
  | { page: FeedPage; error?: undefined }
  /** The page was not JSON or did not fit the feed's shape. */
  | { page?: undefined; error: string }
);

export type ToWorker = InsightsRequest | PageRequest;
export type FromWorker = InsightsAnswer | PageAnswer;
