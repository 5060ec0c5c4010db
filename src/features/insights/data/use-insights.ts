import { startTransition, useEffect, useState } from 'react';
import type { Insights } from '../measures/insights';
import { insightsComputer } from '../measures/compute-off-thread';
import type { MeasureOptions } from '../measures/options';
import type { BoardFeed } from './use-board-feed';

export interface ComputedInsights {
  insights: Insights;
  /** The options they were computed for. */
  options: MeasureOptions;
  ms: number;
}

/** The measures for the feed and options, computed off the main thread; the last ones meanwhile. */
export function useInsights(
  boardId: number,
  feed: BoardFeed | undefined,
  options: MeasureOptions,
): { computed: ComputedInsights | null; error: unknown } {
  const [computed, setComputed] = useState<ComputedInsights | null>(null);
  const [error, setError] = useState<unknown>(null);
  // The worker starts (its script loads) while the feed is still being read.
  useEffect(() => void insightsComputer(), []);
  useEffect(() => {
    if (!feed) return;
    let current = true;
    performance.mark('insights:asked');
    insightsComputer()
      .compute(`${boardId}:${feed.version}`, feed.events, options)
      .then(
        ({ insights, ms }) => {
          performance.mark('insights:answered', { detail: ms });
          // A transition: React draws the charts in slices between which the page can answer
          // input, so their first drawing (thousands of SVG elements) is no long task.
          if (current) startTransition(() => setComputed({ insights, options, ms }));
        },
        (failure: unknown) => {
          if (current) setError(failure);
        },
      );
    return () => {
      current = false;
    };
  }, [boardId, feed, options]);
  return { computed, error };
}
