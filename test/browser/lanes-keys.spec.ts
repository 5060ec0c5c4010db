import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { setupChromium } from './support/chromium';
import { openDemo } from './support/demo';

/** The focused card's number and the lane cell it is in (`cell|<lane>|<column>`). */
function focused(page: Page): Promise<{ card: string; cell: string | null }> {
  return page.evaluate(() => {
    const active = document.activeElement;
    return {
      card: /^\D*#(\d+)/.exec(active?.textContent ?? '')?.[1] ?? '',
      cell: active?.closest('[data-lane-cell]')?.getAttribute('data-lane-cell') ?? null,
    };
  });
}

/** The cards of a lane cell, top to bottom, by number. */
function cellCards(page: Page, cell: string): Promise<string[]> {
  return page.evaluate((id) => {
    const slots = [...document.querySelectorAll(`[data-lane-cell="${id}"] li[data-card-id]`)];
    return slots
      .sort((a, b) => Number(a.getAttribute('data-index')) - Number(b.getAttribute('data-index')))
      .map((slot) => /#(\d+)/.exec(slot.querySelector('a')?.textContent ?? '')?.[1] ?? '');
  }, cell);
}

describe('card keys in swimlanes (issue 18, demo board 1)', () => {
  const chromium = setupChromium();
  const appUrl = inject('appUrl');

  it('j and k walk a lane cell and on into the next lane; h and l stay in the lane', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl, {
      path: '/boards/1?lanes=assignee',
    });
    await page.locator('[data-lanes-board] li[data-card-id]').first().waitFor();
    await page.locator('[data-card-keys]').waitFor({ state: 'attached', timeout: 30_000 });

    await page.keyboard.press('j');
    await expect.poll(async () => (await focused(page)).card).not.toBe('');
    const start = await focused(page);
    if (!start.cell) throw new Error('focus is not in a lane');
    const lane = start.cell.slice(0, start.cell.lastIndexOf('|'));
    const cards = await cellCards(page, start.cell);
    expect(cards[0]).toBe(start.card);

    // Down the cell, card by card.
    for (const next of cards.slice(1)) {
      await page.keyboard.press('j');
      await expect.poll(async () => (await focused(page)).card).toBe(next);
    }
    // Past its last card: the same column in the next lane down.
    await page.keyboard.press('j');
    await expect
      .poll(async () => (await focused(page)).cell)
      .toMatch(new RegExp(`\\|${start.cell.split('|').at(-1)}$`));
    expect((await focused(page)).cell).not.toBe(start.cell);
    await page.keyboard.press('k');
    await expect.poll(async () => (await focused(page)).card).toBe(cards.at(-1));

    // Right and back: the lane stays.
    await page.keyboard.press('l');
    await expect.poll(async () => (await focused(page)).cell).not.toBe(start.cell);
    expect((await focused(page)).cell?.startsWith(`${lane}|`)).toBe(true);
    await page.keyboard.press('h');
    await expect.poll(async () => (await focused(page)).cell).toBe(start.cell);
    await context.close();
  });
});
