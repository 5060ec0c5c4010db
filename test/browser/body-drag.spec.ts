import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { setupChromium } from './support/chromium';
import { cardsSettled, dragWithMouse, openDemo, waitForCardSave } from './support/demo';
import { Finger, middleOf, TABLET } from './support/touch';

/**
 * The pointer drags a card by its body in every view, as on the kanban board (issue 31): the
 * grip stays for the keyboard. The swimlanes spec drags its tiles by their middle already.
 */
async function serverCard(
  page: Page,
  cardId: number,
): Promise<{ column_id: number; due_date: string | null }> {
  return page.evaluate(async (id) => {
    const response = await fetch(`/api/boards/1/cards/${id}`, {
      headers: { Authorization: 'Bearer demo-manager' },
    });
    return (await response.json()) as { column_id: number; due_date: string | null };
  }, cardId);
}

const cardIdOf = (href: string | null) => Number(/\/cards\/(\d+)/.exec(href ?? '')?.[1]);

/** The server's due date of a card as a local day (`yyyy-MM-dd`), null when it has none. */
async function serverDueDay(page: Page, cardId: number): Promise<string | null> {
  const due = (await serverCard(page, cardId)).due_date;
  if (!due) return null;
  const date = new Date(due);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The calendar's first card's title link, and the same weekday a week later (or earlier). */
async function calendarCardAndTarget(page: Page) {
  const link = page.locator('td[data-day] li a[href*="/cards/"]').first();
  await link.waitFor();
  await cardsSettled(page);
  const cardId = cardIdOf(await link.getAttribute('href'));
  const day = await link.locator('xpath=ancestor::td').getAttribute('data-day');
  const cells = page.locator('td[data-day]');
  // An empty day, the first after the card's (else before it): a fuller cell shows three cards
  // and "+N more", which hides the card dropped on it (on some dates the same weekday a week
  // later is such a cell: a fresh-clone run with the clock on Saturday 2027-01-09).
  const index = await cells.evaluateAll((all, key) => {
    const from = all.findIndex((cell) => cell.getAttribute('data-day') === key);
    const empty = all
      .map((cell, at) => (cell.querySelector('li') === null ? at : -1))
      .filter((at) => at >= 0);
    return empty.find((at) => at > from) ?? empty.findLast((at) => at < from) ?? -1;
  }, day);
  if (index < 0) throw new Error('the calendar shows no empty day');
  const target = cells.nth(index);
  return { link, cardId, target, targetDay: await target.getAttribute('data-day') };
}

describe('dragging a card by its body (demo board 1)', () => {
  const chromium = setupChromium();
  const appUrl = inject('appUrl');

  it('in the list view, a row dragged by its column cell moves to the group it is dropped in', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl, {
      path: '/boards/1?view=list',
    });
    const rows = page.locator('tbody tr[data-card-id]');
    await rows.first().waitFor();
    await cardsSettled(page);
    const row = rows.first();
    const cardId = Number(await row.getAttribute('data-card-id'));
    const fromColumn = (await serverCard(page, cardId)).column_id;
    // A row of another group, well below: the first row whose column cell names another column.
    const columnName = (await row.locator('td').nth(2).textContent())?.trim() ?? '';
    const target = rows.filter({ hasNot: page.locator('td', { hasText: columnName }) }).first();
    const from = await row.locator('td').nth(2).boundingBox();
    const to = await target.boundingBox();
    if (!from || !to) throw new Error('no layout');
    const saved = waitForCardSave(page);
    await dragWithMouse(
      page,
      { x: from.x + from.width / 2, y: from.y + from.height / 2 },
      { x: from.x + from.width / 2, y: to.y + to.height * 0.75 },
    );
    await saved;
    await expect.poll(async () => (await serverCard(page, cardId)).column_id).not.toBe(fromColumn);
    await context.close();
  });

  it(
    'in the calendar, a card dragged by its title moves to that day; a click on the title still opens it',
    { tags: ['reads-today'] },
    async () => {
      const { context, page } = await openDemo(chromium.browser(), appUrl, {
        path: '/boards/1?view=calendar',
      });
      const { link, cardId, target, targetDay } = await calendarCardAndTarget(page);
      const from = await link.boundingBox();
      const to = await target.boundingBox();
      if (!from || !to) throw new Error('no layout');
      const saved = waitForCardSave(page);
      await dragWithMouse(
        page,
        { x: from.x + from.width / 2, y: from.y + from.height / 2 },
        { x: to.x + to.width / 2, y: to.y + to.height / 2 },
      );
      await saved;
      // The drop opened nothing: the pointer's click after a drag is not the link's.
      expect(page.url()).not.toContain('/cards/');
      await expect.poll(() => serverDueDay(page, cardId)).toBe(targetDay);

      const moved = target.locator(`a[href*="/cards/${cardId}?"]`);
      await moved.click();
      await page.waitForURL(new RegExp(`/boards/1/cards/${cardId}`));
      await context.close();
    },
  );

  it(
    'in the calendar on a touch screen, a long press on the title picks the card up and it moves to that day',
    { tags: ['reads-today'] },
    async () => {
      const { context, page } = await openDemo(chromium.browser(), appUrl, {
        path: '/boards/1?view=calendar',
        device: TABLET,
      });
      const { link, cardId, target, targetDay } = await calendarCardAndTarget(page);
      const finger = await Finger.on(page);
      await finger.down(await middleOf(link));
      // Lifted once the press is long enough: the chip stays as an outline, a copy follows.
      await page.locator('td[data-day] li[data-dragging]').waitFor();
      const to = await middleOf(target);
      await finger.moveTo(to);
      await finger.moveTo({ x: to.x + 2, y: to.y + 2 }, 1);
      const saved = waitForCardSave(page);
      await finger.up();
      expect((await saved).status()).toBe(200);
      expect(page.url()).not.toContain('/cards/');
      await expect.poll(() => serverDueDay(page, cardId)).toBe(targetDay);
      await context.close();
    },
  );
});
