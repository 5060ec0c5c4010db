/// <reference lib="webworker" />
// The insights' numbers, off the page's main thread (docs/insights.md): the page sends the
// board's flow events once per feed version and then only the range and filter to compute.
import { computeInsights } from './compute';
import { cardHistories, type CardHistory } from './events';
import type { InsightsAnswer, InsightsRequest } from './protocol';
import { zone } from './zone';

declare const self: DedicatedWorkerGlobalScope;

let held: { key: string; histories: CardHistory[] } | null = null;

self.addEventListener('message', (event: MessageEvent<InsightsRequest>) => {
  const { id, feedKey, events, options } = event.data;
  const started = performance.now();
  if (events) held = { key: feedKey, histories: cardHistories(events) };
  const answer: InsightsAnswer =
    held?.key === feedKey
      ? {
          id,
          insights: computeInsights(held.histories, { ...options, zone: zone(options.zone) }),
          ms: performance.now() - started,
        }
      : { id, insights: null, ms: 0 };
  self.postMessage(answer);
});
