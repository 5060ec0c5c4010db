/**
 * The demo's mock keeps the time of the pages it serves: each message a page sends carries the
 * page's `Date.now()`, and between messages the mock's clock runs on from the latest one by the
 * worker's own elapsed time. In a browser the two clocks are the same; under a test's fixed or
 * advanced page clock (Playwright's `clock`, which reaches pages but not workers) the mock's
 * "now" (relative due dates of the seed, due-date status, every timestamp it writes) is the
 * page's, not the machine's. A page clock that goes back is followed: the page is what the
 * person sees.
 */
export function createPageClock(elapsed: () => number = () => performance.now()) {
  let pageNow: number | null = null;
  let seenAt = 0;
  return {
    /** A page's clock as it sent a message. */
    observe(now: number): void {
      if (!Number.isFinite(now)) return;
      pageNow = now;
      seenAt = elapsed();
    },
    now(): Date {
      return pageNow == null ? new Date() : new Date(pageNow + (elapsed() - seenAt));
    },
  };
}
