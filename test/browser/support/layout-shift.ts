import type { Page } from 'playwright-core';

interface ShiftWindow {
  __layoutShift: number;
}

/** Sums the page's layout shifts from its first paint on (run before the page opens the app). */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = window as unknown as ShiftWindow;
    seen.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        seen.__layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift so far, once two more frames have been drawn. */
export async function layoutShiftSoFar(page: Page): Promise<number> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return page.evaluate(() => (window as unknown as ShiftWindow).__layoutShift);
}
