import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { setupChromium } from './support/chromium';
import { cardLink, column, openDemo, revealTile } from './support/demo';
import { onMockResponse } from './support/mock-traffic';

/** The card keys' code is fetched after the board's first paint: wait for it. */
function cardKeysReady(page: Page): Promise<unknown> {
  return page.locator('[data-card-keys]').waitFor({ state: 'attached', timeout: 30_000 });
}

const bar = (page: Page) => page.getByRole('toolbar', { name: 'Selected cards' });

/** Waits for the bar to say that `count` cards are selected. */
async function selected(page: Page, count: number): Promise<void> {
  await expect
    .poll(() => bar(page).locator('[data-selection-count]').textContent())
    .toBe(`${count} cards selected`);
}

/** The tile of card #`number` in a column (its list item). */
const tile = (scope: Locator, number: number) =>
  scope
    .locator('li[data-card-id]')
    .filter({ has: scope.page().getByRole('link', { name: new RegExp(`^#${number} `) }) });

/** Whether the tile shows the tag (its chip). */
const hasTag = (scope: Locator, number: number, tag: string) =>
  tile(scope, number).getByText(tag, { exact: true }).count();

/** Counts the card PATCHes the page sends from now on. */
function countCardSaves(page: Page): { count: () => number } {
  let count = 0;
  onMockResponse(page, (response) => {
    if (
      /\/api\/boards\/\d+\/cards\/\d+$/.test(response.url()) &&
      response.request().method() === 'PATCH' &&
      response.status() === 200
    ) {
      count += 1;
    }
  });
  return { count: () => count };
}

describe('selecting cards and acting on them all (issue 18, demo board 1)', () => {
  const chromium = setupChromium();
  const appUrl = inject('appUrl');

  it('selects by Ctrl-click and Shift-click, tags them all from the bar, undoes it in one step; axe clean', async () => {
    const { context, page, errors } = await openDemo(chromium.browser(), appUrl);
    const backlog = column(page, 'Backlog');
    await cardLink(backlog, 1).waitFor();
    const saves = countCardSaves(page);

    await cardLink(backlog, 1).click({ modifiers: ['Control'] });
    await cardLink(backlog, 2).click({ modifiers: ['Control'] });
    await cardLink(backlog, 4).click({ modifiers: ['Shift'] });
    await selected(page, 4);
    // Selecting opened no card.
    expect(new URL(page.url()).pathname).toBe('/boards/1');
    for (const number of [1, 2, 3, 4]) {
      expect(await tile(backlog, number).getAttribute('data-selected')).toBe('true');
    }
    expect(await tile(backlog, 5).getAttribute('data-selected')).toBeNull();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await bar(page).getByRole('button', { name: 'Tags' }).click();
    await page.getByRole('menuitem', { name: 'Add Bug' }).click();
    for (const number of [1, 2, 3, 4]) {
      await expect.poll(() => hasTag(backlog, number, 'Bug')).toBe(1);
    }
    expect(await hasTag(backlog, 5, 'Bug')).toBe(0);
    await expect.poll(saves.count, { timeout: 20_000 }).toBe(4);

    await page
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'Tagged 4 cards with Bug' })
      .getByRole('button', { name: 'Undo' })
      .click();
    for (const number of [1, 2, 3, 4]) {
      await expect.poll(() => hasTag(backlog, number, 'Bug')).toBe(0);
    }
    await expect.poll(saves.count, { timeout: 20_000 }).toBe(8);
    // The selection stays for the next action; Escape clears it.
    await selected(page, 4);
    await page.keyboard.press('Escape');
    await bar(page).waitFor({ state: 'detached' });

    await page.reload();
    await cardLink(backlog, 1).waitFor();
    // The board paints from its saved copy first, then the server's read (issue 30): wait for it.
    await expect.poll(() => hasTag(backlog, 1, 'Bug')).toBe(0);
    expect(errors.page).toEqual([]);
    await context.close();
  });

  it('triages without the mouse: x selects, t tags the selection, Delete archives it, Ctrl+Z brings them back', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl);
    const backlog = column(page, 'Backlog');
    await cardLink(backlog, 1).waitFor();
    await cardKeysReady(page);

    await page.keyboard.press('j');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .toMatch(/^#1 /);
    await page.keyboard.press('x');
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await page.keyboard.press('Shift+X');
    await selected(page, 3);

    // t on a selected card: the bar's Tags menu, for all three.
    await page.keyboard.press('t');
    await page.getByRole('menuitem', { name: 'Add Urgent' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .toBe('Add Urgent');
    await page.keyboard.press('Enter');
    for (const number of [1, 2, 3]) {
      await expect.poll(() => hasTag(backlog, number, 'Urgent')).toBe(1);
    }
    // Focus came back to the card the key was pressed on.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .toMatch(/^#3 /);

    await page.keyboard.press('Delete');
    for (const number of [1, 2, 3]) await cardLink(backlog, number).waitFor({ state: 'detached' });
    await bar(page).waitFor({ state: 'detached' });
    // Focus went on to the next card that was not archived.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .toMatch(/^#4 /);

    await page.keyboard.press('Control+z');
    for (const number of [1, 2, 3]) await cardLink(backlog, number).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });

  it('selects with the list view’s checkboxes, keeps a filtered-out card selected, and assigns them all', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl, {
      path: '/boards/1?view=list',
    });
    const row = (number: number) =>
      page
        .getByRole('row')
        .filter({ has: page.getByRole('link', { name: new RegExp(`^#${number} `) }) });
    await row(1).waitFor();
    await revealTile(page, 1);
    await page.getByRole('checkbox', { name: /^Select #1 / }).click();
    await revealTile(page, 3);
    await page.getByRole('checkbox', { name: /^Select #3 / }).click();
    await selected(page, 2);

    await page.getByRole('searchbox').first().fill('Keyboard shortcuts');
    await bar(page).getByText('1 hidden by the filters, still selected').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await bar(page).getByRole('button', { name: 'Assign' }).click();
    await page.getByRole('menuitem', { name: 'Assign Eli Editor' }).click();
    await page.getByRole('searchbox').first().fill('');
    for (const number of [1, 3]) {
      await row(number).getByRole('img', { name: 'Eli Editor' }).waitFor();
    }
    expect(await row(2).getByRole('img', { name: 'Eli Editor' }).count()).toBe(0);
    await context.close();
  });
});
