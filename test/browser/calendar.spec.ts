import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { demoApi } from './support/demo-api';
import { setupChromium } from './support/chromium';
import {
  afterQueuedTasks,
  cardsSettled,
  dragWithMouse,
  openDemo,
  pressKeys,
  waitForCardSave,
} from './support/demo';
import { PHONE, TABLET } from './support/touch';

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

/**
 * Card 1 due on Tuesday 10 November 2026, 15:00 local (as `cardOnFixedDay`), without waiting
 * for its chip: a phone's month shows the day's count, not the card.
 */
async function patchCardOntoFixedDay(page: Page): Promise<void> {
  await page.locator('td[data-day]').first().waitFor();
  const due = await page.evaluate(() => new Date(2026, 10, 10, 15).toISOString());
  await demoApi(page, 'PATCH', '/boards/1/cards/1', { due_date: due });
}

/** What a width shows of the calendar: sideways overflow, and each card title's room. */
interface TitleRoom {
  /** How far the grid's scroll box and the page are wider than their windows (0: none). */
  gridOverflow: number;
  pageOverflow: number;
  /** Per title link: its number, width, the characters of its title in view and in all. */
  titles: { number: string; width: number; shown: number; length: number }[];
}

/**
 * Measures the titles of `links` as drawn: a character counts as shown when its box is inside
 * the link's and its day's (a clamped line, cut by an ellipsis or the cell, is not shown).
 */
async function titleRoom(page: Page, links: string): Promise<TitleRoom> {
  return page.evaluate((selector) => {
    const grid = document.querySelector('table')?.parentElement;
    const root = document.documentElement;
    const inside = (inner: DOMRect, outer: DOMRect) =>
      inner.width > 0 &&
      inner.left >= outer.left - 0.5 &&
      inner.right <= outer.right + 0.5 &&
      inner.top >= outer.top - 0.5 &&
      inner.bottom <= outer.bottom + 0.5;
    const titles = [...document.querySelectorAll<HTMLAnchorElement>(selector)].map((link) => {
      const box = link.getBoundingClientRect();
      const cell = (link.closest('td, [role="dialog"]') ?? link).getBoundingClientRect();
      const title = link.querySelector('bdi');
      const range = document.createRange();
      let shown = 0;
      let length = 0;
      const walker = document.createTreeWalker(title ?? link, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (let index = 0; index < text.length; index += 1) {
          if (text[index]?.trim() === '') continue;
          length += 1;
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const char = range.getBoundingClientRect();
          if (inside(char, box) && inside(char, cell)) shown += 1;
        }
      }
      const number = /#(\d+)/.exec(link.textContent ?? '')?.[1] ?? '?';
      return { number, width: box.width, shown, length };
    });
    return {
      gridOverflow: grid ? grid.scrollWidth - grid.clientWidth : -1,
      pageOverflow: root.scrollWidth - root.clientWidth,
      titles,
    };
  }, links);
}

/** The titles that show fewer than 12 of their characters (all of a shorter one), or are narrow. */
const cramped = (room: TitleRoom, minWidth = 80) =>
  room.titles.filter((title) => title.width < minWidth || title.shown < Math.min(12, title.length));

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

  it('keeps titles readable at 1440, 1280 and 768 px: no sideways scroll, each title at least 80 px wide with 12 characters in view (clock fixed)', async () => {
    const widths = [
      { viewport: { width: 1440, height: 900 } },
      { viewport: { width: 1280, height: 800 } },
      TABLET,
    ];
    for (const device of widths) {
      const { context, page } = await openDemo(chromium.browser(), appUrl, {
        path: '/boards/1?view=calendar',
        device,
        beforeGoto: (demo) => demo.clock.setFixedTime(FIXED_NOW),
      });
      const { handle } = await cardOnFixedDay(page);
      await cardsSettled(page);
      const room = await titleRoom(page, 'td[data-day] li a[href*="/cards/"]');
      const label = `${device.viewport.width} px`;
      expect(room.gridOverflow, label).toBeLessThanOrEqual(0);
      expect(room.pageOverflow, label).toBeLessThanOrEqual(0);
      expect(room.titles.length, label).toBeGreaterThan(3);
      expect(cramped(room), label).toEqual([]);
      // "Dark mode for the board", whole: its 19 letters in view.
      const first = room.titles.find((title) => title.number === '1');
      expect(first && [first.shown, first.length], label).toEqual([19, 19]);
      // The grip stays a 24 px target beside the title.
      const grip = await handle.boundingBox();
      expect(grip && Math.min(grip.width, grip.height), label).toBeGreaterThanOrEqual(24);
      await context.close();
    }
  });

  it('on a phone (390x844) a month day shows "N cards", which opens its list by keyboard; a card opens from it and closing it comes back; no sideways scroll; axe clean (clock fixed)', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl, {
      path: '/boards/1?view=calendar',
      device: PHONE,
      beforeGoto: (demo) => demo.clock.setFixedTime(FIXED_NOW),
    });
    await patchCardOntoFixedDay(page);
    const opener = page.getByRole('button', { name: /^\d+ cards? due Tuesday, November 10$/ });
    await opener.waitFor();
    const month = await titleRoom(page, 'td[data-day] a[href*="/cards/"]');
    expect(month.gridOverflow).toBeLessThanOrEqual(0);
    expect(month.pageOverflow).toBeLessThanOrEqual(0);
    // The days hold counts, not titles cut to a few letters.
    expect(month.titles).toEqual([]);
    expect(await seriousAxeViolations(page, { targetSize: true })).toEqual([]);

    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Tuesday, November 10, 2026' });
    await dialog.waitFor();
    const link = dialog.getByRole('link', { name: '#1 Dark mode for the board' });
    await link.waitFor();
    const listed = await titleRoom(page, '[role="dialog"] a[href*="/cards/"]');
    expect(cramped(listed)).toEqual([]);
    expect(listed.titles.every((title) => title.shown === title.length)).toBe(true);
    expect(await seriousAxeViolations(page, { targetSize: true })).toEqual([]);

    for (let presses = 0; presses < 4; presses += 1) {
      if (await link.evaluate((node) => node === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    expect(await link.evaluate((node) => node === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/boards\/1\/cards\/1\?/);
    const panel = page.getByRole('dialog', { name: '#1 Dark mode for the board' });
    await panel.waitFor();
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    // Back on the day's list, on the card that was opened.
    await page.waitForFunction(() => document.activeElement?.closest('[role="dialog"]') !== null);
    expect(await link.evaluate((node) => node === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await opener.evaluate((node) => node === document.activeElement)).toBe(true);
    await context.close();
  });

  it('on a phone the week is its days one under the other, titles whole, nothing sideways; dark axe clean, month and day list (clock fixed)', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl, {
      path: '/boards/1?view=calendar&span=week&date=2026-11-10',
      device: { ...PHONE, colorScheme: 'dark' },
      beforeGoto: (demo) => demo.clock.setFixedTime(FIXED_NOW),
    });
    await patchCardOntoFixedDay(page);
    await page.locator('td[data-day="2026-11-10"] a[href*="/cards/1?"]').waitFor();
    await cardsSettled(page);
    const week = await titleRoom(page, 'td[data-day] li a[href*="/cards/"]');
    expect(week.gridOverflow).toBeLessThanOrEqual(0);
    expect(week.pageOverflow).toBeLessThanOrEqual(0);
    expect(cramped(week, 200)).toEqual([]);
    expect(await seriousAxeViolations(page, { targetSize: true })).toEqual([]);

    await page.getByRole('radio', { name: 'Month' }).click();
    const opener = page.getByRole('button', { name: / due Tuesday, November 10$/ });
    await opener.click();
    await page.getByRole('dialog', { name: 'Tuesday, November 10, 2026' }).waitFor();
    expect(await seriousAxeViolations(page, { targetSize: true })).toEqual([]);
    await page.getByRole('button', { name: 'Show the week' }).click();
    await page.waitForURL(/span=week/);
    await page.locator('td[data-day="2026-11-10"] a[href*="/cards/1?"]').waitFor();
    await context.close();
  });
});
