/// <reference lib="webworker" />
// The insights' numbers, off the page's main thread (docs/insights.md): the worker parses the
// feed's pages as they are read, and computes from the board's flow events, sent once per feed
// version, then only the range and filter.
import { readFeedPage } from '../data/feed-page';
import { HeldRows } from './held-rows';
import type { FromWorker, InsightsRequest, PageRequest, ToWorker } from './protocol';
import { zone } from './zone';

declare const self: DedicatedWorkerGlobalScope;

const held = new HeldRows();

function compute({ id, feedKey, events, options }: InsightsRequest): FromWorker {
  const started = performance.now();
  if (events) held.take(feedKey, events);
  return held.holds(feedKey)
    ? {
        kind: 'compute',
        id,
        insights: held.compute({ ...options, zone: zone(options.zone) }),
        ms: performance.now() - started,
      }
    : { kind: 'compute', id, insights: null, ms: 0 };
}

async function page({ id, text, status, place }: PageRequest): Promise<FromWorker> {
  try {
    return { kind: 'page', id, page: await readFeedPage(text, status, place) };
  } catch (failure) {
    return { kind: 'page', id, error: failure instanceof Error ? failure.message : 'unreadable' };
  }
}

self.addEventListener('message', (event: MessageEvent<ToWorker>) => {
  const request = event.data;
  if (request.kind === 'compute') self.postMessage(compute(request));
  else void page(request).then((answer) => self.postMessage(answer));
});
