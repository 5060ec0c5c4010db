import type { Page } from 'playwright-core';

interface ShiftWindow {
  __layoutShift: { total: number; moved: { node: Node; label: string }[] };
}

/**
 * Records the page's layout shifts from its first paint on (run before the page opens the app):
 * their sum, and what moved.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = { total: 0, moved: [] as { node: Node; label: string }[] };
    (window as unknown as ShiftWindow).__layoutShift = seen;
    new PerformanceObserver((list) => {
      type Shift = PerformanceEntry & {
        value: number;
        sources: {
          node: Node | null;
          previousRect: DOMRectReadOnly;
          currentRect: DOMRectReadOnly;
        }[];
      };
      for (const entry of list.getEntries() as Shift[]) {
        seen.total += entry.value;
        for (const source of entry.sources) {
          if (!source.node) continue;
          const { previousRect: from, currentRect: to } = source;
          const text = (source.node.textContent ?? '').slice(0, 40);
          seen.moved.push({
            node: source.node,
            label: `${source.node.nodeName} "${text}" (${from.x},${from.y}) to (${to.x},${to.y})`,
          });
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const twoFrames = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );

/** The layout shift so far, once two more frames have been drawn. */
export async function layoutShiftSoFar(page: Page): Promise<number> {
  await twoFrames(page);
  return page.evaluate(() => (window as unknown as ShiftWindow).__layoutShift.total);
}

/** What moved inside the element matching `selector` so far (once two more frames are drawn). */
export async function movedInside(page: Page, selector: string): Promise<string[]> {
  await twoFrames(page);
  return page.evaluate((within) => {
    const root = document.querySelector(within);
    return (window as unknown as ShiftWindow).__layoutShift.moved
      .filter(({ node }) => root !== null && (root === node || root.contains(node)))
      .map(({ label }) => label);
  }, selector);
}
