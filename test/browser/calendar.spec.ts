import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { demoApi } from './support/demo-api';
import { setupChromium } from './support/chromium';
import {
  afterQueuedTasks,
  dragWithMouse,
  openDemo,
  pressKeys,
  waitForCardSave,
} from './support/demo';

/** The card's due date as the server holds it, as a local day (`yyyy-MM-dd`) and time. */
async function serverDue(
  page: Page,
  cardId: number,
): Promise<{ day: string; time: string } | null> {
  const body = (await demoApi(page, 'GET', `/boards/1/cards/${cardId}`)) as {
    data?: { due_date: string | null };
    due_date?: string | null;
  };
  const due = (body.data ?? body).due_date ?? null;
  if (due === null) return null;
  // The page's time zone, not the test runner's.
  return page.evaluate((iso) => {
    const date = new Date(iso);
    const pad = (value: number) => String(value).padStart(2, '0');
    return {
      day: `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`,
      time: `${pad(date.getHours())}:${pad(date.getMinutes())}`,
    };
  }, due);
}

/** The first card on the grid: its id, number, day and the grid's cells around it. */
async function firstDatedCard(page: Page) {
  const handle = page.locator('td[data-day] button[aria-label^="Set the due date of"]').first();
  await handle.waitFor();
  const chip = handle.locator('xpath=..');
  const href = (await chip.getByRole('link').getAttribute('href')) ?? '';
  const cardId = Number(/\/cards\/(\d+)/.exec(href)?.[1]);
  const day = (await chip.locator('xpath=ancestor::td').getAttribute('data-day')) ?? '';
  return { handle, cardId, day };
}

/**
 * Card 1 due on Tuesday 10 November 2026, 15:00 local, set through the API once the calendar is
 * open: the seed's dates count from the real date, so the fixed month's grid holds a card on a
 * known day whatever day the test runs. Its handle, id and day, as `firstDatedCard` gives them.
 */
async function cardOnFixedDay(page: Page) {
  await page.locator('td[data-day]').first().waitFor();
  const due = await page.evaluate(() => new Date(2026, 10, 10, 15).toISOString());
  await demoApi(page, 'PATCH', '/boards/1/cards/1', { due_date: due });
  const day = '2026-11-10';
  const chip = page.locator(`td[data-day="${day}"] li`, {
    has: page.locator('a[href*="/cards/1?"]'),
  });
  const handle = chip.getByRole('button', { name: /^Set the due date of/ });
  await handle.waitFor();
  return { handle, cardId: 1, day };
}

const centre = (box: { x: number; y: number; width: number; height: number }) => ({
  x: box.x + box.width / 2,
  y: box.y + box.height / 2,
});

/** A Thursday in November 2026: the calendar opens on that month's grid on every run. */
const FIXED_NOW = new Date('2026-11-26T10:00:00Z');

describe('the calendar view (demo board 1)', { tags: ['reads-today'] }, () => {
  const chromium = setupChromium();
  const appUrl = inject('appUrl');

  it('sets a due date by dragging a card to a day (same time of day), clears it on "No due date"; axe clean', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl, {
      path: '/boards/1?view=calendar',
    });
    const { handle, cardId, day } = await firstDatedCard(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    const before = await serverDue(page, cardId);
    expect(before?.day).toBe(day);

    // The first empty day after the card's: a fuller cell shows three cards and "+N more", which
    // hides the card dropped on it (on some dates the same weekday a week later is such a cell).
    const target = page
      .locator('td[data-day]')
      .nth(
        await page
          .locator('td[data-day]')
          .evaluateAll(
            (cells, key) =>
              cells.findIndex(
                (cell, index) =>
                  index > cells.findIndex((other) => other.getAttribute('data-day') === key) &&
                  cell.querySelector('li') === null,
              ),
            day,
          ),
      );
    const targetDay = (await target.getAttribute('data-day')) ?? '';
    const from = await handle.boundingBox();
    const to = await target.boundingBox();
    if (!from || !to) throw new Error('no layout');
    let saved = waitForCardSave(page);
    await dragWithMouse(page, centre(from), centre(to));
    await saved;
    await expect
      .poll(() => serverDue(page, cardId))
      .toEqual({ day: targetDay, time: before?.time });
    await target.locator(`a[href*="/cards/${cardId}?"]`).waitFor();

    const undated = page.getByRole('region', { name: /No due date/ });
    const moved = target.locator('li', { has: page.locator(`a[href*="/cards/${cardId}?"]`) });
    const movedBox = await moved.getByRole('button').boundingBox();
    const undatedBox = await undated.boundingBox();
    if (!movedBox || !undatedBox) throw new Error('no layout');
    saved = waitForCardSave(page);
    await dragWithMouse(page, centre(movedBox), {
      x: undatedBox.x + undatedBox.width / 2,
      y: undatedBox.y + 20,
    });
    await saved;
    await expect.poll(() => serverDue(page, cardId)).toBeNull();
    await undated.locator(`a[href*="/cards/${cardId}?"]`).waitFor();
    await context.close();
  });

  it('moves a card to the next day by keyboard alone (clock fixed at 2026-11-26 10:00 UTC)', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl, {
      path: '/boards/1?view=calendar',
      beforeGoto: (demo) => demo.clock.setFixedTime(FIXED_NOW),
    });
    const { handle, cardId, day } = await cardOnFixedDay(page);
    const next = await page.locator('td[data-day]').evaluateAll((cells, key) => {
      const index = cells.findIndex((cell) => cell.getAttribute('data-day') === key);
      return cells[index + 1]?.getAttribute('data-day') ?? null;
    }, day);
    if (!next) throw new Error('no next day on the grid');
    await handle.focus();
    const saved = waitForCardSave(page);
    await pressKeys(page, ['Space', 'ArrowRight', 'Space']);
    await saved;
    await expect.poll(async () => (await serverDue(page, cardId))?.day).toBe(next);

    // "No due date" is its own key, never an arrow's side effect.
    const moved = page
      .locator(`td[data-day="${next}"] li`, { has: page.locator(`a[href*="/cards/${cardId}?"]`) })
      .getByRole('button', { name: /^Set the due date of/ });
    await moved.focus();
    const cleared = waitForCardSave(page);
    await pressKeys(page, ['Space', 'Delete', 'Space']);
    await cleared;
    await expect.poll(() => serverDue(page, cardId)).toBeNull();
    await context.close();
  });
  it('walks a card through all seven weekdays with ArrowRight (clock fixed at 2026-11-26 10:00 UTC): the Saturday goes on to the Sunday, never to "No due date"', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl, {
      path: '/boards/1?view=calendar',
      beforeGoto: (demo) => demo.clock.setFixedTime(FIXED_NOW),
    });
    const { handle, cardId, day } = await cardOnFixedDay(page);
    const days = await page
      .locator('td[data-day]')
      .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-day') ?? ''));
    const start = days.indexOf(day);
    const walk = days.slice(start + 1, start + 8);
    expect(walk).toHaveLength(7);
    // Seven steps from any day cross one end of a week's row: Saturday to Sunday (en-US weeks).
    const weekday = (key: string) => new Date(`${key}T12:00:00`).getDay();
    expect(new Set(walk.map(weekday)).size).toBe(7);

    await handle.focus();
    const saved = waitForCardSave(page);
    await page.keyboard.press('Space');
    await afterQueuedTasks(page);
    for (const next of walk) {
      await page.keyboard.press('ArrowRight');
      // Each step lands on the next day of the grid before the next key.
      await page.locator(`td[data-day="${next}"][data-over]`).waitFor();
    }
    await page.keyboard.press('Space');
    await saved;
    await expect.poll(async () => (await serverDue(page, cardId))?.day).toBe(walk[6]);
    await context.close();
  });
});
