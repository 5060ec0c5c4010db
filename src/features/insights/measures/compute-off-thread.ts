import { readFeedPage, type FeedPage, type FeedPlace } from '../data/feed-page';
import type { Insights } from './insights';
import type { FlowEvent } from './events';
import { HeldRows } from './held-rows';
import type { MeasureOptions } from './options';
import type { FromWorker, InsightsAnswer, PageAnswer, ToWorker } from './protocol';

export interface InsightsComputer {
  compute(
    feedKey: string,
    events: readonly FlowEvent[],
    options: MeasureOptions,
  ): Promise<{ insights: Insights; ms: number }>;
  /** A page of the feed as the server sent it, parsed into flow events (see readFeedPage). */
  readPage(text: string, status: number, place: FeedPlace): Promise<FeedPage>;
}

/** Where there is no Worker (jsdom tests, old browsers): the same numbers on this thread. */
export function synchronousComputer(): InsightsComputer {
  const held = new HeldRows();
  return {
    compute(feedKey, events, options) {
      const started = performance.now();
      if (!held.holds(feedKey)) held.take(feedKey, events);
      const insights = held.compute(options);
      return Promise.resolve({ insights, ms: performance.now() - started });
    },
    readPage: readFeedPage,
  };
}

type Unsent<T> = T extends unknown ? Omit<T, 'id'> : never;

function workerComputer(): InsightsComputer {
  const worker = new Worker(new URL('./insights.worker.ts', import.meta.url), {
    type: 'module',
    name: 'insights',
  });
  let nextId = 0;
  let sentKey: string | null = null;
  const pending = new Map<number, (answer: FromWorker) => void>();
  worker.addEventListener('message', (event: MessageEvent<FromWorker>) => {
    pending.get(event.data.id)?.(event.data);
    pending.delete(event.data.id);
  });
  const send = (request: Unsent<ToWorker>) =>
    new Promise<FromWorker>((resolve) => {
      nextId += 1;
      pending.set(nextId, resolve);
      worker.postMessage({ ...request, id: nextId } satisfies ToWorker);
    });
  const ask = async (request: Unsent<ToWorker> & { kind: 'compute' }) =>
    (await send(request)) as InsightsAnswer;
  return {
    async compute(feedKey, events, options) {
      const plain = { ...options, zone: options.zone.name };
      const withEvents = sentKey !== feedKey;
      sentKey = feedKey;
      const kind = 'compute';
      let answer = await ask({
        kind,
        feedKey,
        options: plain,
        events: withEvents ? [...events] : undefined,
      });
      if (!answer.insights)
        answer = await ask({ kind, feedKey, options: plain, events: [...events] });
      if (!answer.insights) throw new Error('insights: the worker did not compute');
      return { insights: answer.insights, ms: answer.ms };
    },
    async readPage(text, status, place) {
      const answer = (await send({ kind: 'page', text, status, place })) as PageAnswer;
      if (answer.error !== undefined) throw new Error(`insights: feed page: ${answer.error}`);
      return answer.page;
    },
  };
}

let shared: InsightsComputer | undefined;

/** The page's one insights computer: a Web Worker, started on first use, where there is one. */
export function insightsComputer(): InsightsComputer {
  shared ??= typeof Worker === 'undefined' ? synchronousComputer() : workerComputer();
  return shared;
}
