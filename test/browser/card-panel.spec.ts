import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { panel } from './support/card-panel';
import { setupChromium } from './support/chromium';
import { cardLink, column, openDemo, waitForCardSave } from './support/demo';

/** The kanban board's sideways-scrolling box (the parent of the columns that scrolls). */
async function boardScroller(page: Page): Promise<Locator> {
  await column(page, 'Backlog').waitFor();
  await page.evaluate(() => {
    let node = document.querySelector('[aria-label="Backlog column"]')?.parentElement ?? null;
    while (node && getComputedStyle(node).overflowX !== 'auto') node = node.parentElement;
    node?.setAttribute('data-test-board-scroller', '');
  });
  return page.locator('[data-test-board-scroller]');
}

/** The numbers of the cards in a column, top to bottom. */
async function cardNumbersIn(page: Page, name: string): Promise<number[]> {
  const links = column(page, name).getByRole('link', { name: /^#\d+ / });
  await links.first().waitFor();
  const names = await links.allTextContents();
  return names.map((text) => Number(/#(\d+)/.exec(text)?.[1]));
}

describe('the card panel beside the board (demo board 1)', () => {
  const chromium = setupChromium();
  const appUrl = inject('appUrl');

  it('at 1440x900 leaves the board visible and usable, keeps its scroll, and switches cards in place', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl);
    const board = await boardScroller(page);
    await board.evaluate((node) => {
      node.scrollLeft = 120;
    });
    const [first, second] = await cardNumbersIn(page, 'Planned');
    if (first === undefined || second === undefined) throw new Error('Planned has < 2 cards');

    await cardLink(page, first).click();
    const open = panel(page, first);
    await open.waitFor();
    // Beside the board, not over it: the board stays usable (in the accessibility tree, and
    // under the pointer at its left).
    expect(await column(page, 'Planned').count()).toBe(1);
    expect(await board.evaluate((node) => node.scrollLeft)).toBe(120);
    const box = await open.boundingBox();
    if (!box) throw new Error('the panel has no box');
    expect(box.x).toBeGreaterThanOrEqual(1440 - 560 - 1);
    const underPointer = await page.evaluate(
      () => document.elementFromPoint(200, 450)?.closest('[data-test-board-scroller]') !== null,
    );
    expect(underPointer).toBe(true);

    // Every attribute can be changed without scrolling the panel.
    const details = open.getByRole('group', { name: 'Card details' });
    const detailsBox = await details.boundingBox();
    if (!detailsBox) throw new Error('no details box');
    expect(detailsBox.y + detailsBox.height).toBeLessThanOrEqual(900);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Another card's link on the board switches the panel, which stays open.
    await cardLink(page, second).click();
    const next = panel(page, second);
    await next.waitFor();
    expect(await panel(page, first).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe(`/boards/1/cards/${second}`);

    // A change in the panel shows on the tile beside it.
    const saved = waitForCardSave(page);
    const title = next.getByRole('textbox', { name: 'Title', exact: true });
    await title.fill('Renamed beside the board');
    await title.press('Enter');
    expect((await saved).status()).toBe(200);
    await cardLink(page, second).getByText('Renamed beside the board').waitFor();

    // The board scrolls its last column out from under the panel.
    await board.evaluate((node) => {
      node.scrollLeft = node.scrollWidth;
    });
    const last = page.getByRole('region', { name: / column$/ }).last();
    await expect
      .poll(async () => {
        const lastBox = await last.boundingBox();
        return lastBox ? lastBox.x + lastBox.width : Infinity;
      })
      .toBeLessThanOrEqual(box.x);

    await page.keyboard.press('Escape');
    await next.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/boards/1');
    await context.close();
  });

  it('at 800x900 is a modal sheet over the board', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl);
    await page.setViewportSize({ width: 800, height: 900 });
    const [first] = await cardNumbersIn(page, 'Backlog');
    if (first === undefined) throw new Error('Backlog is empty');
    await cardLink(page, first).click();
    const open = panel(page, first);
    await open.waitFor();
    // The board is hidden from assistive technology while the sheet is open, and dimmed.
    expect(await column(page, 'Backlog').count()).toBe(0);
    const underPointer = await page.evaluate(
      () => document.elementFromPoint(100, 450)?.closest('[role="region"]') ?? null,
    );
    expect(underPointer).toBeNull();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await open.waitFor({ state: 'detached' });
    await column(page, 'Backlog').waitFor();
    await context.close();
  });
});
