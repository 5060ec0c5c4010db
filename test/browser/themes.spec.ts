import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { setupChromium } from './support/chromium';
import { cardLink, openDemo } from './support/demo';
import { layoutShiftSoFar, movedInside, recordLayoutShifts } from './support/layout-shift';

/**
 * Themes (docs/themes.md): the header's menu switches light, dark or the system's; dark is axe
 * clean; a reload shows no light frame; "System" follows prefers-color-scheme.
 */

const shownTheme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);

/** The menu arrives when the browser is idle after the first paint. */
async function chooseTheme(page: Page, label: 'Light' | 'Dark' | 'System'): Promise<void> {
  await page.getByRole('button', { name: /^Theme: / }).click();
  await page.getByRole('menuitemradio', { name: label }).click();
  await page.getByRole('button', { name: `Theme: ${label}` }).waitFor();
}

interface ThemeSetting {
  value: string | null;
  bodyParsed: boolean;
}

declare global {
  interface Window {
    __themeSettings?: ThemeSetting[];
  }
}

describe('themes', () => {
  const chromium = setupChromium();
  const appUrl = inject('appUrl');

  it('dark is axe clean on the board and the card panel, and a reload paints no light frame', async () => {
    const { context, page, errors } = await openDemo(chromium.browser(), appUrl);
    await cardLink(page, 1).waitFor();
    expect(await shownTheme(page)).toBe('light');

    await chooseTheme(page, 'Dark');
    expect(await shownTheme(page)).toBe('dark');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      'rgb(13, 17, 23)',
    );
    expect(await seriousAxeViolations(page)).toEqual([]);

    await cardLink(page, 9).click();
    await page.getByRole('dialog', { name: /^#9 / }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Every value <html data-theme> takes from the start of the next load, and whether the body
    // (anything that could paint) existed then.
    await context.addInitScript(() => {
      window.__themeSettings = [];
      new MutationObserver(() => {
        window.__themeSettings?.push({
          value: document.documentElement.getAttribute('data-theme'),
          bodyParsed: document.body !== null,
        });
        // The document: <html> may not exist yet when this runs.
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-theme'] });
    });
    await page.reload();
    await cardLink(page, 1).waitFor();
    const settings = await page.evaluate(() => window.__themeSettings ?? []);
    expect(settings[0]).toEqual({ value: 'dark', bodyParsed: false });
    expect(settings.map((setting) => setting.value).filter((value) => value !== 'dark')).toEqual(
      [],
    );
    await page.getByRole('button', { name: 'Theme: Dark' }).waitFor();
    expect(errors.page).toEqual([]);
    await context.close();
  });

  it('the parts that load after the first paint arrive in the room kept for them: the board does not move', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl, {
      beforeGoto: recordLayoutShifts,
    });
    await cardLink(page, 1).waitFor();
    await page.getByRole('button', { name: /^Theme: / }).waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: /^Language: / }).waitFor({ timeout: 15_000 });
    // At 1440 px the demo's header wraps, the theme menu on the second row: before its slot kept
    // the menu's height, that row grew 23 px when the menu arrived and the board moved down with
    // it (0.016), which also moved cards under a test's pointer mid-drag.
    expect(await layoutShiftSoFar(page)).toBeLessThan(0.005);
    // Nothing in the page's main part moved either: the board's toolbar keeps the lazy "Lanes"
    // picker's room (it pushed the controls after it 139 px right when it arrived).
    await page.getByRole('combobox', { name: 'Lanes' }).waitFor({ timeout: 15_000 });
    expect(await movedInside(page, 'main')).toEqual([]);
    await context.close();
  });

  it('"System" follows prefers-color-scheme, live and on load', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl);
    await cardLink(page, 1).waitFor();
    await chooseTheme(page, 'Dark');
    await chooseTheme(page, 'System');
    expect(await shownTheme(page)).toBe('light');

    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => shownTheme(page)).toBe('dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => shownTheme(page)).toBe('light');

    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await cardLink(page, 1).waitFor();
    expect(await shownTheme(page)).toBe('dark');
    await page.getByRole('button', { name: 'Theme: System' }).waitFor();
    await context.close();
  });
});
