import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { panel } from './support/card-panel';
import { demoApi } from './support/demo-api';
import { setupChromium, type Device } from './support/chromium';
import { cardLink, openDemo, setMockFaults, waitForCardSave } from './support/demo';
import { PHONE } from './support/touch';

/**
 * My work (docs/my-work.md) on the demo, signed in as Maya Manager: her cards on boards 1 and 2
 * grouped by due date while board 3 fails, a card opened, one completed and undone from its
 * toast, one moved; axe clean in light and dark, and on a phone.
 */

const DAY = 24 * 60 * 60 * 1000;

/** Calls the demo's API from the page (the mock's worker answers), as Maya. */
/**
 * Maya's cards, away from any day or week boundary: #10 of board 1 overdue by three days, #16
 * of board 1 without a date, #1 of board 2 assigned to her and due in 40 days; #1 of board 3
 * assigned to her too, but board 3 will fail.
 */
async function arrangeMyCards(page: Page): Promise<void> {
  const now = Date.now();
  await demoApi(page, 'PATCH', '/boards/1/cards/10', {
    due_date: new Date(now - 3 * DAY).toISOString(),
  });
  await demoApi(page, 'PATCH', '/boards/1/cards/16', { due_date: null });
  await demoApi(page, 'POST', '/boards/2/cards/31/assignees/sync', { assignees: { 1: true } });
  await demoApi(page, 'PATCH', '/boards/2/cards/31', {
    due_date: new Date(now + 40 * DAY).toISOString(),
  });
  await demoApi(page, 'POST', '/boards/3/cards/33/assignees/sync', { assignees: { 1: true } });
}

const group = (page: Page, name: string) =>
  page.getByRole('region', { name: new RegExp(`^${name} \\(`) });

async function storedCard(page: Page, boardId: number, cardId: number) {
  return (await demoApi(page, 'GET', `/boards/${boardId}/cards/${cardId}`)) as {
    completed_at: string | null;
    column_id: number;
  };
}

describe('My work (demo)', () => {
  const chromium = setupChromium();
  const appUrl = inject('appUrl');

  it(
    'groups my cards across boards with one board failing; opens, completes, undoes and moves',
    { tags: ['reads-today'] },
    async () => {
      const { context, page, errors } = await openDemo(chromium.browser(), appUrl);
      await cardLink(page, 1).waitFor();
      await arrangeMyCards(page);
      await page.reload();
      await cardLink(page, 1).waitFor();
      await setMockFaults(page, {
        rules: [{ method: 'GET', path: '/boards/3', kind: 'forbidden', times: 1000 }],
      });

      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'My work' })
        .click();
      await page.getByRole('heading', { level: 1, name: 'My work' }).waitFor();
      await page
        .getByRole('alert')
        .filter({ hasText: 'Cards of Company Handbook could not be read' })
        .waitFor();
      await cardLink(group(page, 'Overdue'), 10).waitFor();
      await cardLink(group(page, 'Later'), 1).waitFor();
      await cardLink(group(page, 'No due date'), 16).waitFor();
      const later = group(page, 'Later')
        .getByRole('listitem')
        .filter({ has: cardLink(page, 1) });
      expect(await later.textContent()).toContain('Mobile App · To do');
      expect(await page.getByRole('link', { name: /^#1 Remote work policy/ }).count()).toBe(0);
      expect(await seriousAxeViolations(page)).toEqual([]);

      // Complete #10, then undo it from the toast: the server has it back open.
      let saved = waitForCardSave(page);
      await page.getByRole('button', { name: 'Complete #10' }).click();
      await cardLink(page, 10).waitFor({ state: 'detached' });
      expect((await saved).status()).toBe(200);
      expect((await storedCard(page, 1, 10)).completed_at).not.toBeNull();
      saved = waitForCardSave(page);
      await page
        .locator('[data-sonner-toast]')
        .filter({ hasText: 'Completed #10' })
        .getByRole('button', { name: 'Undo' })
        .click();
      await cardLink(group(page, 'Overdue'), 10).waitFor();
      expect((await saved).status()).toBe(200);
      expect((await storedCard(page, 1, 10)).completed_at).toBeNull();

      // Move #16 to Review with its column field.
      saved = waitForCardSave(page);
      await page.getByLabel('Column of #16').selectOption({ label: 'Review' });
      expect((await saved).status()).toBe(200);
      expect((await storedCard(page, 1, 16)).column_id).toBe(4);
      expect(
        await group(page, 'No due date')
          .getByRole('listitem')
          .filter({ has: cardLink(page, 16) })
          .textContent(),
      ).toContain('Product Roadmap · Review');

      // Opening a card is the board's card route, its panel over the board.
      await cardLink(group(page, 'Later'), 1).click();
      await panel(page, 1).waitFor();
      expect(new URL(page.url()).pathname).toBe('/boards/2/cards/31');
      expect(errors.page).toEqual([]);
      await context.close();
    },
  );

  it('is axe clean in dark on a desktop, and in light and dark on a 390 px phone', async () => {
    const devices: Device[] = [
      { viewport: { width: 1440, height: 900 }, colorScheme: 'dark' as const },
      PHONE,
      { ...PHONE, colorScheme: 'dark' as const },
    ];
    for (const device of devices) {
      const { context, page } = await openDemo(chromium.browser(), appUrl, {
        path: '/my-work',
        device,
      });
      await cardLink(page, 10).waitFor();
      await page.getByText(/^Reading boards/).waitFor({ state: 'detached' });
      const theme = await page.evaluate(() => document.documentElement.dataset.theme);
      expect(theme).toBe(device.colorScheme ?? 'light');
      expect(
        await seriousAxeViolations(page, { targetSize: device.viewport.width < 500 }),
        `${device.viewport.width} px, ${theme}`,
      ).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(
        device.viewport.width,
      );
      await context.close();
    }
  });
});
