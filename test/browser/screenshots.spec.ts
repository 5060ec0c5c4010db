import type { Page } from 'playwright-core';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { setupChromium } from './support/chromium';
import { cardLink, openDemo, type DemoPage } from './support/demo';
import { openScreen, SCREENS } from './support/screens';
import { compareWithReference } from './support/screenshot-diff';

/**
 * The visual net (issues 20 and 36): every screen in light and dark at a phone's, a tablet's and
 * two desktops' widths, against reference images. A test fails on a visible regression (more
 * than 0.2 % of the pixels changed) and leaves `<name>.actual.png` and `<name>.diff.png` beside
 * the reference. Time, time zone and locale are fixed so the demo's relative due dates and
 * "idle" marks draw the same every day. `UPDATE_SCREENSHOTS=1` takes new references after an
 * intended change (look at each one first); docs/design.md indexes them.
 */
const FIXED_NOW = new Date('2026-11-26T10:00:00Z');
const MAX_SHARE = 0.002;
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
] as const;
/**
 * The one theme and width that the runs on other system dates (scripts/test-dates.mjs) take:
 * they check that nothing here reads the machine's clock behind the fixed one, without paying
 * for every combination again.
 */
const ON_OTHER_DATES = 'light-768';
const THEMES = ['light', 'dark'] as const;
const reference = (name: string) =>
  fileURLToPath(new URL(`./screenshots/${name}.png`, import.meta.url));

/**
 * Hides the text caret once for the page's life (an adopted style sheet, which the app's CSP
 * allows): Playwright's own `caret: 'hide'` writes a style on every input for each screenshot and
 * takes it off after, and the repaint that follows rasters the rounded corners of a layer that
 * sits at a fractional offset (the 768 px header is 71.3 px tall) a shade differently each time,
 * so no two screenshots of a still page were alike (issue 43).
 */
async function hideCaret(page: Page): Promise<void> {
  await page.evaluate(() => {
    const marker = 'data-screenshot-caret-hidden';
    if (document.documentElement.hasAttribute(marker)) return;
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('*, *::before, *::after { caret-color: transparent !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    document.documentElement.setAttribute(marker, '');
  });
}

/**
 * Waits until nothing moves: no running animation and two screenshots alike. The screenshots
 * leave the page as it is (`caret: 'initial'`, the caret hidden by `hideCaret`), so a page that
 * does not change gives the same pixels twice.
 */
async function steadyScreenshot(page: Page): Promise<Buffer> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await hideCaret(page);
  const shoot = () => page.screenshot({ caret: 'initial' });
  let previous = await shoot();
  for (let attempt = 0; attempt < 20; attempt += 1) {
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== 'running'),
    );
    const next = await shoot();
    if (next.equals(previous)) return next;
    previous = next;
  }
  throw new Error('the page never stopped changing');
}

describe('every screen looks as it should, in both themes and four widths (page and mock clock fixed at 2026-11-26 10:00 UTC)', () => {
  const chromium = setupChromium();
  const appUrl = inject('appUrl');

  for (const theme of THEMES) {
    for (const viewport of WIDTHS) {
      const tags = `${theme}-${viewport.width}` === ON_OTHER_DATES ? ['reads-today' as const] : [];
      describe(`${theme}, ${viewport.width} px`, { tags }, () => {
        let demo: DemoPage | null = null;
        const page = () => {
          if (!demo) throw new Error('the demo did not open');
          return demo.page;
        };

        beforeAll(async () => {
          demo = await openDemo(chromium.browser(), appUrl, {
            device: { viewport, colorScheme: theme, timezoneId: 'UTC', locale: 'en-US' },
            beforeGoto: (opened) => opened.clock.setFixedTime(FIXED_NOW),
          });
          await cardLink(demo.page, 1).waitFor();
          // The board's keys, which load after the first paint, are there.
          await demo.page.locator('[data-card-keys]').waitFor({ state: 'attached' });
          expect(await demo.page.evaluate(() => document.documentElement.dataset.theme)).toBe(
            theme,
          );
        });
        afterAll(async () => {
          await demo?.context.close();
        });

        for (const screen of SCREENS) {
          const name = `${screen.name}-${theme}-${viewport.width}`;
          it(`${screen.name} matches ${name}.png`, async () => {
            await openScreen(page(), screen);
            const diff = compareWithReference(await steadyScreenshot(page()), reference(name));
            expect(
              diff.share,
              `${name}: ${diff.differing} pixels differ (${(diff.share * 100).toFixed(2)} %)` +
                (diff.diffPath ? `; see ${diff.diffPath}` : ''),
            ).toBeLessThanOrEqual(MAX_SHARE);
          });
        }
      });
    }
  }
});
