import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Runs axe in the page and returns the serious and critical violations. `targetSize` adds the
 * rule for WCAG 2.5.8 (targets of 24 px), which axe leaves off by default.
 */
export async function seriousAxeViolations(
  page: Page,
  { targetSize = false }: { targetSize?: boolean } = {},
): Promise<AxeViolation[]> {
  // What is fading in or sliding (a toast arriving, a drop settling) is measured as it will
  // stay, not half-transparent: axe waits for every finite animation and transition to end.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ).then(() => undefined),
  );
  // Evaluated over the DevTools protocol: an inline <script> would be refused by the app's CSP.
  await page.evaluate(axeSource);
  return page.evaluate(async (withTargetSize) => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, options: object) => Promise<AxeResults> };
      }
    ).axe;
    interface AxeResults {
      violations: {
        id: string;
        impact: string | null;
        help: string;
        nodes: { target: string[] }[];
      }[];
    }
    const results = await axe.run(document, {
      rules: { 'target-size': { enabled: withTargetSize } },
    });
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.map((n) => n.target.join(' ')),
      }));
  }, targetSize);
}
