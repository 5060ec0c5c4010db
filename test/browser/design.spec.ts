import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { setupChromium } from './support/chromium';
import { cardLink, openDemo, switchDemoUser } from './support/demo';

/**
 * Issue 36, a designed product (docs/design.md): the header keeps to one row from 1024 px up
 * with the demo's tools in one menu, and marks the page shown.
 */

/**
 * The header's controls (once the lazy ones are there): they make one row when one horizontal
 * line crosses them all (the highest bottom edge is below the lowest top edge).
 */
async function headerRow(
  page: Page,
): Promise<{ oneRow: boolean; height: number; controls: number; boxes: string[] }> {
  await page.getByRole('button', { name: /^Theme: / }).waitFor();
  await page.getByRole('button', { name: /^Demo / }).waitFor();
  return page.getByRole('banner').evaluate((header) => {
    const controls = [...header.querySelectorAll<HTMLElement>('a, button, select, input')].filter(
      (element) => element.getClientRects().length > 0,
    );
    const boxes = controls.map((element) => element.getBoundingClientRect());
    return {
      oneRow:
        Math.max(...boxes.map((box) => box.top)) < Math.min(...boxes.map((box) => box.bottom)),
      height: header.getBoundingClientRect().height,
      controls: controls.length,
      boxes: boxes.map(
        (box) =>
          `${Math.round(box.left)},${Math.round(box.top)} ${Math.round(box.width)}x${Math.round(box.height)}`,
      ),
    };
  });
}

describe('design: the header', () => {
  const chromium = setupChromium();
  const appUrl = inject('appUrl');

  for (const width of [1024, 1280, 1440]) {
    it(`is one row at ${width} px in the demo`, async () => {
      const { context, page } = await openDemo(chromium.browser(), appUrl, {
        device: { viewport: { width, height: 800 } },
      });
      await cardLink(page, 1).waitFor();
      const header = await headerRow(page);
      const banner = page.getByRole('banner');
      expect(await banner.getByRole('link', { name: 'Boards' }).count()).toBe(1);
      expect(await banner.getByRole('button', { name: 'Demo Maya Manager' }).count()).toBe(1);
      expect(await banner.getByRole('button', { name: 'Theme: System' }).count()).toBe(1);
      expect(header.controls).toBeGreaterThanOrEqual(8);
      expect(header.oneRow, JSON.stringify(header)).toBe(true);
      expect(header.height).toBeLessThanOrEqual(48);
      await context.close();
    });
  }

  it("marks the page shown in the nav, opens the board list at /boards, and switches the demo's user from its menu", async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl, { path: '/boards' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await page.getByRole('heading', { level: 1, name: 'Your boards' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Boards' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(await nav.getByRole('link', { name: /^Inbox/ }).getAttribute('aria-current')).toBeNull();

    await nav.getByRole('link', { name: /^Inbox/ }).click();
    await page.waitForURL(`${appUrl}/inbox`);
    await expect
      .poll(() => nav.getByRole('link', { name: /^Inbox/ }).getAttribute('aria-current'))
      .toBe('page');
    expect(await nav.getByRole('link', { name: 'Boards' }).getAttribute('aria-current')).toBeNull();

    await switchDemoUser(page, 'Eli Editor');
    expect(await page.evaluate(() => sessionStorage.getItem('project-board.connection'))).toContain(
      'demo-editor',
    );
    await context.close();
  });
});
