import type { Insights } from './compute';
import type { FlowEvent } from './events';
import { HeldRows } from './held-rows';
import type { MeasureOptions } from './options';
import type { InsightsAnswer, InsightsRequest } from './protocol';

export interface InsightsComputer {
  compute(
    feedKey: string,
    events: readonly FlowEvent[],
    options: MeasureOptions,
  ): Promise<{ insights: Insights; ms: number }>;
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
  };
}

function workerComputer(): InsightsComputer {
  const worker = new Worker(new URL('./insights.worker.ts', import.meta.url), {
    type: 'module',
    name: 'insights',
  });
  let nextId = 0;
  let sentKey: string | null = null;
  const pending = new Map<number, (answer: InsightsAnswer) => void>();
  worker.addEventListener('message', (event: MessageEvent<InsightsAnswer>) => {
    pending.get(event.data.id)?.(event.data);
    pending.delete(event.data.id);
  });
  const send = (request: Omit<InsightsRequest, 'id'>) =>
    new Promise<InsightsAnswer>((resolve) => {
      nextId += 1;
      pending.set(nextId, resolve);
      worker.postMessage({ ...request, id: nextId } satisfies InsightsRequest);
    });
  return {
    async compute(feedKey, events, options) {
      const plain = { ...options, zone: options.zone.name };
      const withEvents = sentKey !== feedKey;
      sentKey = feedKey;
      let answer = await send({
        feedKey,
        options: plain,
        events: withEvents ? [...events] : undefined,
      });
      if (!answer.insights) answer = await send({ feedKey, options: plain, events: [...events] });
      if (!answer.insights) throw new Error('insights: the worker did not compute');
      return { insights: answer.insights, ms: answer.ms };
    },
  };
}

let shared: InsightsComputer | undefined;

/** The page's one insights computer: a Web Worker, started on first use, where there is one. */
export function insightsComputer(): InsightsComputer {
  shared ??= typeof Worker === 'undefined' ? synchronousComputer() : workerComputer();
  return shared;
}
