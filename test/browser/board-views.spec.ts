import { describe, expect, inject, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { setupChromium } from './support/chromium';
import { cardLink, column, openDemo } from './support/demo';

describe('board views and columns (demo board 1)', () => {
  const chromium = setupChromium();
  const appUrl = inject('appUrl');

  it('switches to the list view, sorts by due date, and back to kanban; axe clean in both', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl);
    await column(page, 'Backlog').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page
      .getByRole('radiogroup', { name: 'View' })
      .getByRole('radio', { name: 'List' })
      .click();
    const table = page.getByRole('table', { name: 'Cards of Product Roadmap' });
    await table.waitFor();
    expect(page.url()).toContain('view=list');

    const dueHeader = table.getByRole('columnheader', { name: /Due/ });
    await dueHeader.getByRole('button').click();
    await expect.poll(() => dueHeader.getAttribute('aria-sort')).toBe('ascending');
    // Rows in each column group (a group header row has no due cell): dated cards first, by
    // date, then the ones without a date.
    const groups = await table.locator('tbody tr').evaluateAll((rows) => {
      const result: (string | null)[][] = [];
      for (const row of rows) {
        const cell = row.querySelector('[data-due]');
        if (!cell) result.push([]);
        else result[result.length - 1]?.push(cell.getAttribute('data-due') || null);
      }
      return result.filter((group) => group.length > 0);
    });
    expect(groups.length).toBeGreaterThan(1);
    for (const dues of groups) {
      const firstEmpty = dues.indexOf(null);
      const dated = (firstEmpty === -1 ? dues : dues.slice(0, firstEmpty)) as string[];
      expect(dues.slice(dated.length).every((due) => due === null)).toBe(true);
      const times = dated.map((due) => Date.parse(due));
      expect(times).toEqual([...times].sort((a, b) => a - b));
    }
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page
      .getByRole('radiogroup', { name: 'View' })
      .getByRole('radio', { name: 'Kanban' })
      .click();
    await column(page, 'Backlog').waitFor();
    expect(page.url()).toContain('view=kanban');
    await context.close();
  });

  it('shows only untouched cards with the Stale filter from the URL, each saying how long; axe clean', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl, {
      path: '/boards/1?stale=1',
    });
    const toggle = page.getByRole('button', { name: /^Stale \(\d+\)$/ });
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    const count = Number(/\((\d+)\)/.exec((await toggle.textContent()) ?? '')?.[1]);
    expect(count).toBeGreaterThan(0);
    const tiles = page.locator('main article');
    await expect.poll(() => tiles.count()).toBe(count);
    for (const text of await tiles.allTextContents()) {
      expect(text).toMatch(/\d+ dNo change for \d+ days/);
    }
    expect(await seriousAxeViolations(page)).toEqual([]);

    await toggle.click();
    await page.getByRole('button', { name: 'Stale', exact: true }).waitFor();
    await expect.poll(() => tiles.count()).toBeGreaterThan(count);
    expect(page.url()).not.toContain('stale=');
    await context.close();
  });

  it('adds a column at the end, kept after an immediate reload', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl);
    await column(page, 'Backlog').waitFor();
    await page.getByRole('button', { name: 'Add column' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a column' });
    await dialog.getByLabel(/^Name/).fill('QA');
    await dialog.getByRole('button', { name: 'Add column' }).click();
    await column(page, 'QA').waitFor();
    // No grace period: the demo flushes its pending save when the page goes away.
    await page.reload();
    await column(page, 'QA').waitFor();
    await context.close();
  });

  it('deletes two columns in one batch after a confirmation that names them', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl);
    await column(page, 'Backlog').waitFor();
    await page.getByRole('button', { name: 'Select columns' }).click();
    await page.getByRole('checkbox', { name: 'Select column Backlog' }).check();
    await page.getByRole('checkbox', { name: 'Select column Review' }).check();
    await page.getByRole('button', { name: 'Delete 2 columns' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete 2 columns?' });
    const names = dialog.getByRole('list', { name: 'Columns to delete' });
    expect(await names.textContent()).toContain('Backlog');
    expect(await names.textContent()).toContain('Review');
    await dialog.getByRole('button', { name: /^Delete/ }).click();
    await expect.poll(() => column(page, 'Backlog').count()).toBe(0);
    expect(await column(page, 'Review').count()).toBe(0);
    await column(page, 'Planned').waitFor();
    await context.close();
  });

  it('quick-adds cards at the bottom of a column, one after another with Enter', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl);
    await column(page, 'Backlog').waitFor();
    await page.getByRole('button', { name: 'Add a card to Backlog' }).click();
    const input = page.getByRole('textbox', { name: 'Title of a new card in Backlog' });
    await input.fill('First quick card');
    await input.press('Enter');
    await input.fill('Second quick card');
    await input.press('Enter');
    const backlog = column(page, 'Backlog');
    await backlog.getByRole('link', { name: /Second quick card/ }).waitFor();
    await backlog.getByRole('link', { name: /First quick card/ }).waitFor();
    expect(await cardLink(backlog, 1).count()).toBe(1);
    await context.close();
  });
});
