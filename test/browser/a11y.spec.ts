import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it, vi } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { setupChromium } from './support/chromium';
import { cardLink, openDemo, pressKeys, setMockFaults, revealTile } from './support/demo';

/**
 * Accessibility: axe finds no serious or critical violation on the board (both views), the card
 * panel, every dialog and during a keyboard drag; every dialog takes focus when it opens and
 * gives it back to what opened it when it closes.
 */

async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

async function focusInside(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element.contains(document.activeElement));
}

async function focusedDescription(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element) return 'nothing';
    return `${element.tagName.toLowerCase()} ${element.getAttribute('aria-label') ?? element.textContent?.slice(0, 60) ?? ''}`;
  });
}

/**
 * Opens a dialog, checks focus moved into it and axe is clean, closes it with Escape and checks
 * focus went back to `opener`.
 */
async function checkDialog(
  page: Page,
  { open, dialog, opener }: { open: () => Promise<void>; dialog: Locator; opener: Locator },
): Promise<void> {
  await open();
  await dialog.waitFor();
  // Radix moves focus in after its open animation frame, and back after the close: wait for
  // each, not for a fixed time.
  await vi.waitFor(
    async () =>
      expect(
        await focusInside(dialog),
        `focus is in the dialog, not on ${await focusedDescription(page)}`,
      ).toBe(true),
    { timeout: 5000 },
  );
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await vi.waitFor(
    async () =>
      expect(
        await isFocused(opener),
        `focus went back to the opener, not to ${await focusedDescription(page)}`,
      ).toBe(true),
    { timeout: 5000 },
  );
}

describe('accessibility: axe and focus management', () => {
  const chromium = setupChromium();
  const appUrl = inject('appUrl');

  it('the board in kanban and list view is axe clean', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl);
    await cardLink(page, 1).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page
      .getByRole('radiogroup', { name: 'View' })
      .getByRole('radio', { name: 'List' })
      .click();
    await page.getByRole('table', { name: /^Cards of / }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });

  it('the card panel takes focus, is axe clean, and gives focus back to its card', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl);
    const link = cardLink(page, 9);
    await checkDialog(page, {
      open: () => link.click(),
      dialog: page.getByRole('dialog', { name: /^#9 / }),
      opener: link,
    });
    await context.close();
  });

  it('column menu dialogs: new card and edit column', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl);
    const trigger = page.getByRole('button', { name: 'Actions for column Backlog' });
    await checkDialog(page, {
      open: async () => {
        await trigger.click();
        await page.getByRole('menuitem', { name: 'New card…' }).click();
      },
      dialog: page.getByRole('dialog', { name: 'New card' }),
      opener: trigger,
    });
    await checkDialog(page, {
      open: async () => {
        await trigger.click();
        await page.getByRole('menuitem', { name: 'Edit column…' }).click();
      },
      dialog: page.getByRole('dialog', { name: /^Edit column Backlog/ }),
      opener: trigger,
    });
    await context.close();
  });

  it('card menu dialogs: move to and delete card', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl);
    await revealTile(page, 3);
    const trigger = page.getByRole('button', { name: /^Actions for card #3 / });
    await checkDialog(page, {
      open: async () => {
        await trigger.click();
        await page.getByRole('menuitem', { name: 'Move to…' }).click();
      },
      dialog: page.getByRole('dialog', { name: /^Move #3 / }),
      opener: trigger,
    });
    await checkDialog(page, {
      open: async () => {
        await trigger.click();
        await page.getByRole('menuitem', { name: 'Delete card…' }).click();
      },
      dialog: page.getByRole('dialog', { name: /^Delete card #3/ }),
      opener: trigger,
    });
    await context.close();
  });

  it('add column, batch delete confirmation and the quick switcher', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl);
    const add = page.getByRole('button', { name: 'Add column' });
    await checkDialog(page, {
      open: () => add.click(),
      dialog: page.getByRole('dialog', { name: 'Add a column' }),
      opener: add,
    });

    await page.getByRole('button', { name: 'Select columns' }).click();
    await page.getByRole('checkbox', { name: 'Select column Backlog' }).check();
    await page.getByRole('checkbox', { name: 'Select column Review' }).check();
    const remove = page.getByRole('button', { name: 'Delete 2 columns' });
    await checkDialog(page, {
      open: () => remove.click(),
      dialog: page.getByRole('dialog', { name: 'Delete 2 columns?' }),
      opener: remove,
    });

    const goTo = page.getByRole('button', { name: /^Go to/ });
    await checkDialog(page, {
      open: () => goTo.click(),
      dialog: page.getByRole('dialog', { name: 'Quick switcher' }),
      opener: goTo,
    });
    await context.close();
  });

  it('the search filters dialog', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl);
    const filters = page.getByRole('button', { name: 'Filters' });
    await checkDialog(page, {
      open: () => filters.click(),
      dialog: page.getByRole('dialog', { name: 'Filters' }),
      opener: filters,
    });
    await context.close();
  });

  it('settings: the export file dialog', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl, {
      path: '/boards/1/settings',
    });
    const exporting = page.getByRole('region', { name: 'Export to the drive' });
    await exporting.getByRole('button', { name: /Open Exports/ }).click();
    await exporting.getByText('The file goes into Exports.').waitFor();
    await exporting.getByRole('button', { name: 'Export', exact: true }).click();
    const open = exporting.getByRole('button', { name: /^Open product-roadmap-/ });
    await checkDialog(page, {
      open: () => open.click(),
      dialog: page.getByRole('dialog', { name: /^product-roadmap-/ }),
      opener: open,
    });
    await context.close();
  });

  it('the sign-in dialog after a 401 takes focus, is axe clean, and gives it back', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl);
    await cardLink(page, 1).waitFor();
    const inbox = page.getByRole('link', { name: 'Inbox' });
    await inbox.focus();
    await setMockFaults(page, { unauthenticated_rate: 1 });
    // Opening the inbox meets the 401, unless a background read (a poll, the unread count)
    // met it first and the dialog already covers the link: the click is dispatched on the link
    // either way, and focus was on it when the dialog opened.
    await inbox.dispatchEvent('click');
    const dialog = page.getByRole('dialog', { name: 'Sign in again' });
    await dialog.waitFor();
    // The dialog moves focus in once it has mounted: wait for that, not for a fixed time.
    await vi.waitFor(async () => expect(await focusInside(dialog)).toBe(true), { timeout: 5000 });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.evaluate(() =>
      fetch('/api/__mock/faults', { method: 'DELETE', headers: { 'X-Mock-Control': '1' } }),
    );
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await dialog.waitFor({ state: 'detached' });
    // Focus comes back once the dialog's close has run: wait for it, not for a fixed time.
    await vi.waitFor(
      async () =>
        expect(await isFocused(inbox), `focus is on ${await focusedDescription(page)}`).toBe(true),
      { timeout: 5000 },
    );
    await context.close();
  });

  it('a page still loading is axe clean: its busy placeholder is a named status', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl);
    await cardLink(page, 1).waitFor();
    await setMockFaults(page, {
      rules: [{ method: 'GET', path: '/notifications', kind: 'hang' }],
    });
    // A fresh load, so no notification is in the cache yet (the board's unread count reads them).
    await page.goto(`${appUrl}/inbox`);
    await page.getByRole('status', { name: 'Loading notifications' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });

  it('settings: the members confirmation', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl, {
      path: '/boards/1/settings',
    });
    const members = page.getByRole('region', { name: /Members/ });
    await members.getByRole('searchbox', { name: 'Add people' }).fill('Olga');
    await members.getByRole('button', { name: 'Add Olga Outsider' }).click();
    const save = members.getByRole('button', { name: 'Save members and visibility' });
    await checkDialog(page, {
      open: () => save.click(),
      dialog: page.getByRole('dialog', { name: 'Save members and visibility?' }),
      opener: save,
    });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });

  it('is axe clean during a keyboard drag, and Escape puts the card back', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl);
    await revealTile(page, 2);
    const handle = page.getByRole('button', { name: /^Move card #2 / });
    await handle.focus();
    await pressKeys(page, ['Space', 'ArrowRight']);
    await page.waitForTimeout(300);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await pressKeys(page, ['Escape']);
    const backlog = page.getByRole('region', { name: 'Backlog column' });
    await cardLink(backlog, 2).waitFor();
    await vi.waitFor(async () => expect(await isFocused(handle)).toBe(true), { timeout: 5000 });
    await context.close();
  });
});
