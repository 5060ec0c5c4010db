import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { setupChromium } from './support/chromium';
import { column, openDemo } from './support/demo';

/** The card keys' code is fetched after the board's first paint: wait for it. */
function cardKeysReady(page: Page): Promise<unknown> {
  return page.locator('[data-card-keys]').waitFor({ state: 'attached', timeout: 30_000 });
}

/** What has focus: its accessible text, and the column (region) it is in. */
function focused(page: Page): Promise<{ text: string; column: string | null; tag: string }> {
  return page.evaluate(() => {
    const active = document.activeElement;
    return {
      text: (active?.textContent ?? '').trim(),
      column: active?.closest('section[aria-label]')?.getAttribute('aria-label') ?? null,
      tag: active?.tagName ?? '',
    };
  });
}

/** Whether the focused element lies inside its scroll containers' and the window's view. */
function focusedOnScreen(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return false;
    const rect = active.getBoundingClientRect();
    let box: Element | null = active.parentElement;
    const inside = (outer: DOMRect) =>
      rect.top >= outer.top - 1 &&
      rect.bottom <= outer.bottom + 1 &&
      rect.left >= outer.left - 1 &&
      rect.right <= outer.right + 1;
    for (; box; box = box.parentElement) {
      const style = getComputedStyle(box);
      if (/(auto|scroll)/.test(style.overflow + style.overflowX + style.overflowY)) {
        if (!inside(box.getBoundingClientRect())) return false;
      }
    }
    return inside(new DOMRect(0, 0, window.innerWidth, window.innerHeight));
  });
}

const cardText = /^#(\d+) /;

describe('triage by keyboard only (issue 18, demo board 1)', () => {
  const chromium = setupChromium();
  const appUrl = inject('appUrl');

  it('moves focus, renames, moves, archives and adds a card without the mouse; axe clean', async () => {
    const { context, page, errors } = await openDemo(chromium.browser(), appUrl);
    const backlog = column(page, 'Backlog');
    await backlog.getByRole('link').first().waitFor();
    const backlogCards = await backlog.getByRole('link').allTextContents();
    await cardKeysReady(page);

    await page.keyboard.press('j');
    await expect.poll(async () => (await focused(page)).text).toBe(backlogCards[0]);
    await page.keyboard.press('j');
    await expect.poll(async () => (await focused(page)).text).toBe(backlogCards[1]);
    await page.keyboard.press('l');
    await expect.poll(async () => (await focused(page)).column).toBe('Planned column');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(async () => (await focused(page)).text).toBe(backlogCards[1]);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // e: rename in place; Enter saves, focus is back on the card.
    const number = cardText.exec(backlogCards[1] ?? '')?.[1] ?? '';
    await page.keyboard.press('e');
    const field = page.getByRole('textbox', { name: `Title of #${number}` });
    await field.waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Renamed by keyboard');
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => (await focused(page)).text)
      .toBe(`#${number} Renamed by keyboard`);

    // m: "Move to…" the next column; focus follows the card there.
    await page.keyboard.press('m');
    const dialog = page.getByRole('dialog', { name: `Move #${number} Renamed by keyboard` });
    await dialog.waitFor();
    await dialog.getByLabel('Column').focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => dialog.getByLabel('Column').inputValue()).not.toBe('');
    await dialog.getByRole('button', { name: 'Move' }).focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => focused(page))
      .toEqual({ text: `#${number} Renamed by keyboard`, column: 'Planned column', tag: 'A' });

    // Delete: archived, said, and focus on the next card of the column.
    const planned = await column(page, 'Planned').getByRole('link').allTextContents();
    const at = planned.indexOf(`#${number} Renamed by keyboard`);
    const next = planned[at + 1] ?? planned[at - 1];
    await page.keyboard.press('Delete');
    const archivedToast = page
      .locator('[data-sonner-toast]')
      .filter({ hasText: `Archived #${number}` });
    await archivedToast.getByRole('button', { name: 'Undo' }).waitFor();
    await expect.poll(async () => (await focused(page)).text).toBe(next);
    await expect
      .poll(() =>
        column(page, 'Planned')
          .getByRole('link', { name: `#${number} ` })
          .count(),
      )
      .toBe(0);

    // c: a new card in the focused column; Escape gives focus back to "Add a card".
    await page.keyboard.press('c');
    const quickAdd = page.getByRole('textbox', { name: 'Title of a new card in Planned' });
    await quickAdd.waitFor();
    await page.keyboard.type('Added by keyboard');
    await page.keyboard.press('Enter');
    await column(page, 'Planned')
      .getByRole('link', { name: /Added by keyboard$/ })
      .waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await focused(page)).text).toBe('+ Add a card');
    // k from the column's own control goes to its last card: the new one.
    await page.keyboard.press('k');
    await expect.poll(async () => (await focused(page)).text).toMatch(/Added by keyboard$/);
    // With the "Archived" toast still up: its text must be readable too.
    await archivedToast.waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The archive's Undo puts the card back in its column.
    await archivedToast.getByRole('button', { name: 'Undo' }).click();
    await column(page, 'Planned')
      .getByRole('link', { name: `#${number} Renamed by keyboard` })
      .waitFor();
    expect(errors.page).toEqual([]);
    await context.close();
  });

  it('lists every card key in the ? sheet', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl);
    await column(page, 'Backlog').waitFor();
    await page.keyboard.press('?');
    const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    const cards = sheet.getByRole('region', { name: 'Cards (kanban and list)' });
    await cards.waitFor();
    const keys = await cards.locator('kbd').allTextContents();
    for (const key of ['j', 'k', 'h', 'l', 'Enter', 'e', 'a', 't', 'd', 'm', 'c', 'Delete']) {
      expect(keys).toContain(key);
    }
    await cards.getByText('Rename the card in place (Enter saves, Esc cancels)').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });

  it('keeps the focused card mounted and on screen while j and l walk a large board', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl, {
      path: '/boards/1?seed=1000&view=kanban',
    });
    const first = page.getByRole('region', { name: / column$/ }).first();
    await first.getByRole('link').first().waitFor({ timeout: 30_000 });
    await cardKeysReady(page);
    await page.keyboard.press('j');
    await expect.poll(async () => (await focused(page)).tag).toBe('A');
    const start = await focused(page);
    for (let step = 0; step < 25; step++) await page.keyboard.press('j');
    await expect.poll(() => focusedOnScreen(page)).toBe(true);
    const down = await focused(page);
    expect(down.column).toBe(start.column);
    expect(down.text).not.toBe(start.text);
    for (let step = 0; step < 8; step++) await page.keyboard.press('l');
    await expect.poll(() => focusedOnScreen(page)).toBe(true);
    expect((await focused(page)).column).not.toBe(start.column);
    // Scrolled away with the wheel, the focused card stays mounted and keeps focus.
    const before = await focused(page);
    await page.mouse.move(200, 400);
    await page.mouse.wheel(-3000, 0);
    await expect.poll(async () => (await focused(page)).text).toBe(before.text);
    await page.keyboard.press('k');
    await expect.poll(() => focusedOnScreen(page)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });
});
