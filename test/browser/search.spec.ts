import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { demoApi } from './support/demo-api';
import { setupChromium } from './support/chromium';
import { cardLink, column, openDemo, pressKeys, waitForCardSave, revealTile } from './support/demo';

/** Numbers of the cards shown (kanban tiles or list rows). */
async function shownCards(page: Page): Promise<number[]> {
  const names = await page
    .getByRole('link', { name: /^#\d+ / })
    .evaluateAll((links) => links.map((link) => link.textContent ?? ''));
  return names.map((name) => Number(/#(\d+)/.exec(name)?.[1])).sort((a, b) => a - b);
}

/**
 * Of the four Frontend cards Ines has (#9, #14, #16, #19), only #14 due tomorrow. The seed's
 * dates count from the real date, so on a Saturday its "this week" cards (#9, #16: Sunday) were
 * due tomorrow too.
 */
async function dueTomorrowOnly(page: Page): Promise<void> {
  const at = (days: number) =>
    page.evaluate((ahead) => {
      const now = new Date();
      return new Date(now.getFullYear(), now.getMonth(), now.getDate() + ahead, 12).toISOString();
    }, days);
  await demoApi(page, 'PATCH', '/boards/1/cards/14', { due_date: await at(1) });
  for (const id of [9, 16, 19]) {
    await demoApi(page, 'PATCH', `/boards/1/cards/${id}`, { due_date: await at(10) });
  }
}

const count = (page: Page) => page.getByRole('search').getByRole('status');

describe('search and filters (demo board 1)', () => {
  const chromium = setupChromium();
  const appUrl = inject('appUrl');

  it('types a query and sees only the matches, marked, in both views', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl);
    await column(page, 'Backlog').waitFor();
    await page.keyboard.press('/');
    const input = page.getByRole('searchbox', { name: 'Search cards' });
    await expect.poll(() => input.evaluate((node) => node === document.activeElement)).toBe(true);
    await page.keyboard.type('fix');
    await expect.poll(() => count(page).textContent()).toBe('2 of 25 cards');
    await expect.poll(() => shownCards(page)).toEqual([15, 21]);
    expect(await cardLink(page, 15).locator('mark').first().textContent()).toBe('Fix');
    expect(page.url()).toContain('q=fix');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page
      .getByRole('radiogroup', { name: 'View' })
      .getByRole('radio', { name: 'List' })
      .click();
    await page.getByRole('table', { name: 'Cards of Product Roadmap' }).waitFor();
    await expect.poll(() => shownCards(page)).toEqual([15, 21]);
    expect(page.url()).toContain('q=fix');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });

  it(
    'combines a tag, an assignee and a due bucket; the URL reopens the same view; clear',
    { tags: ['reads-today'] },
    async () => {
      const { context, page } = await openDemo(chromium.browser(), appUrl);
      await column(page, 'Backlog').waitFor();
      await dueTomorrowOnly(page);
      await page.getByRole('button', { name: 'Filters' }).click();
      const dialog = page.getByRole('dialog', { name: 'Filters' });
      await dialog.getByRole('group', { name: 'Board tags' }).getByLabel('Frontend').check();
      await dialog.getByRole('group', { name: 'Assignees' }).getByLabel('Ines Interact').check();
      await dialog.getByRole('group', { name: 'Due date' }).getByLabel('Tomorrow').check();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Done' }).click();
      await expect.poll(() => shownCards(page)).toEqual([14]);
      await expect.poll(() => count(page).textContent()).toBe('1 of 25 cards');
      const url = page.url();
      expect(url).toMatch(/tags=3&assignees=3&due=tomorrow/);

      await page.reload();
      await expect.poll(() => shownCards(page)).toEqual([14]);
      const chips = page.getByRole('list', { name: 'Active filters' });
      // The chips' bar is its own chunk, drawn once it has loaded.
      await expect
        .poll(() => chips.getByRole('listitem').allTextContents())
        .toEqual(['Tag: Frontend', 'Assignee: Ines Interact', 'Due: Tomorrow']);

      await page.getByRole('button', { name: 'Remove filter Due: Tomorrow' }).click();
      await expect.poll(() => shownCards(page)).toEqual([9, 14, 16, 19]);
      await page.getByRole('button', { name: 'Clear all' }).click();
      await expect.poll(async () => (await shownCards(page)).length).toBe(25);
      expect(page.url()).not.toMatch(/tags=|assignees=|due=/);
      await context.close();
    },
  );

  for (const width of [1280, 1440]) {
    it(`does not push the board down as a query is typed, at ${width} px`, async () => {
      const { context, page } = await openDemo(chromium.browser(), appUrl, {
        device: { viewport: { width, height: 900 } },
      });
      const firstColumn = column(page, 'Backlog');
      await firstColumn.waitFor();
      const at = async () => ({ board: await firstColumn.boundingBox() });
      const before = await at();
      await page.getByRole('searchbox', { name: 'Search cards' }).fill('f');
      await expect.poll(() => count(page).textContent()).toMatch(/ of 25 cards$/);
      const after = await at();
      expect(after.board?.y).toBe(before.board?.y);
      // A filter from the panel brings its chips row (and Clear all) under the toolbar.
      await page.getByRole('button', { name: 'Filters' }).click();
      await page
        .getByRole('dialog', { name: 'Filters' })
        .getByRole('checkbox', { name: 'Urgent' })
        .check();
      await page.keyboard.press('Escape');
      await page.getByRole('list', { name: 'Active filters' }).getByText('Text: f').waitFor();
      await page.getByRole('button', { name: 'Clear all' }).waitFor();
      await context.close();
    });
  }

  it('filters by a number custom field between two values', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl);
    await column(page, 'Backlog').waitFor();
    await page.getByRole('button', { name: 'Filters' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await dialog.getByLabel('Add a condition on').selectOption({ label: 'Estimate' });
    await dialog.getByLabel('Estimate operator').selectOption({ label: 'is between' });
    await dialog.getByLabel('Estimate from').fill('3');
    await dialog.getByLabel('Estimate to').fill('5');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => shownCards(page)).toEqual([1, 12, 14, 17, 20]);
    expect(decodeURIComponent(page.url())).toMatch(/cf=\d+:between:3\.\.5/);
    // The server's answer (authoritative) agrees, and a reload gives the same view.
    await expect.poll(() => count(page).getAttribute('data-result')).toBe('server');
    expect(await shownCards(page)).toEqual([1, 12, 14, 17, 20]);
    await page.reload();
    await expect.poll(() => shownCards(page)).toEqual([1, 12, 14, 17, 20]);
    await context.close();
  });

  it('keeps keyboard drag and drop working in a filtered view', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl, {
      path: '/boards/1?q=fix',
    });
    await expect.poll(() => shownCards(page)).toEqual([15, 21]);
    await revealTile(page, 15);
    const handle = page.getByRole('button', { name: /^Move card #15 / });
    await handle.focus();
    const saved = waitForCardSave(page);
    await pressKeys(page, ['Space', 'ArrowRight', 'Space']);
    expect((await saved).status()).toBe(200);
    await cardLink(column(page, 'Review'), 15).waitFor();
    await expect.poll(() => shownCards(page)).toEqual([15, 21]);
    await context.close();
  });
});
