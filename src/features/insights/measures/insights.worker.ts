/// <reference lib="webworker" />
// The insights' numbers, off the page's main thread (docs/insights.md): the page sends the
// board's flow events once per feed version and then only the range and filter to compute.
import { HeldRows } from './held-rows';
import type { InsightsAnswer, InsightsRequest } from './protocol';
import { zone } from './zone';

declare const self: DedicatedWorkerGlobalScope;

const held = new HeldRows();

self.addEventListener('message', (event: MessageEvent<InsightsRequest>) => {
  const { id, feedKey, events, options } = event.data;
  const started = performance.now();
  if (events) held.take(feedKey, events);
  const answer: InsightsAnswer = held.holds(feedKey)
    ? {
        id,
        insights: held.compute({ ...options, zone: zone(options.zone) }),
        ms: performance.now() - started,
      }
    : { id, insights: null, ms: 0 };
  self.postMessage(answer);
});
