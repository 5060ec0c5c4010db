import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { setupChromium } from './support/chromium';
import { cardsSettled, dragWithMouse, openDemo, pressKeys } from './support/demo';
import { waitForMockResponse } from './support/mock-traffic';

const MAYA = 1;
const ELI = 2;
const INES = 3;

/** The card's assignees as the server holds them. */
async function serverAssignees(page: Page, cardId: number): Promise<number[]> {
  return page.evaluate(async (id) => {
    const response = await fetch(`/api/boards/1/cards/${id}`, {
      headers: { Authorization: 'Bearer demo-manager' },
    });
    const body = (await response.json()) as Record<string, unknown>;
    const card = (body['data'] ?? body) as { assignees?: { id: number }[] };
    return (card.assignees ?? []).map((user) => Number(user.id)).sort((a, b) => a - b);
  }, cardId);
}

function waitForAssigneeSync(page: Page) {
  return waitForMockResponse(
    page,
    (response) =>
      /\/api\/boards\/\d+\/cards\/\d+\/assignees\/sync$/.test(response.url()) &&
      response.request().method() === 'POST',
  );
}

const lane = (page: Page, name: string): Locator =>
  page.getByRole('region', { name: new RegExp(`^${name}\\b`) });

/** The first mounted card of a lane that is in no other lane: its id, number and cell. */
async function soleCardIn(region: Locator) {
  const found = await region.locator('li[data-card-id]').evaluateAll((slots) => {
    for (const slot of slots) {
      if (slot.textContent?.includes('Also in')) continue;
      const list = slot.closest('ul');
      return {
        id: Number(slot.getAttribute('data-card-id')),
        cell: list?.getAttribute('aria-label') ?? '',
      };
    }
    return null;
  });
  if (!found) throw new Error('no card in only this lane');
  return found;
}

const centre = (box: { x: number; y: number; width: number; height: number }) => ({
  x: box.x + box.width / 2,
  y: box.y + box.height / 2,
});

/**
 * Every mounted lane cell: whether it scrolls on its own, and which of its cards stick out of
 * it; the heights of the empty ones.
 */
function cellFit(page: Page) {
  return page.evaluate(() => {
    const cells = [...document.querySelectorAll('[data-lane-cell]')];
    const scrolling: string[] = [];
    const cut: string[] = [];
    const empty: number[] = [];
    for (const cell of cells) {
      const id = cell.getAttribute('data-lane-cell') ?? '';
      const style = getComputedStyle(cell);
      if (
        ['auto', 'scroll'].includes(style.overflowY) ||
        cell.scrollHeight > cell.clientHeight + 1
      ) {
        scrolling.push(id);
      }
      const box = cell.getBoundingClientRect();
      const slots = [...cell.querySelectorAll('li[data-card-id]')];
      if (slots.length === 0) empty.push(box.height);
      for (const slot of slots) {
        const card = slot.getBoundingClientRect();
        if (card.top < box.top - 1 || card.bottom > box.bottom + 1 || card.height < 40) {
          cut.push(`${id} #${slot.getAttribute('data-card-id')}`);
        }
      }
    }
    return { cells: cells.length, scrolling, cut, empty };
  });
}

describe('swimlanes in the kanban (demo board 1)', () => {
  const chromium = setupChromium();
  const appUrl = inject('appUrl');

  it("drags a card from Maya's lane to Eli's: it is reassigned; lanes collapse; axe clean", async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl, {
      path: '/boards/1?lanes=assignee',
    });
    const maya = lane(page, 'Maya Manager');
    const eli = lane(page, 'Eli Editor');
    await maya.locator('li[data-card-id]').first().waitFor();
    expect(await page.getByRole('combobox', { name: 'Lanes' }).inputValue()).toBe('assignee');

    // Ines's lane lies between Eli's and Maya's: collapsed, it is its header alone.
    const inesToggle = page.getByRole('button', { name: /^Ines Interact/ });
    await inesToggle.click();
    await expect.poll(() => inesToggle.getAttribute('aria-expanded')).toBe('false');
    expect(await lane(page, 'Ines Interact').locator('li[data-card-id]').count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    const { id, cell } = await soleCardIn(maya);
    const columnName = cell.replace(/, Maya Manager$/, '');
    expect(await serverAssignees(page, id)).toContain(MAYA);
    const card = maya.locator(`li[data-card-id="${id}"]`);
    const target = eli.getByRole('list', { name: `${columnName}, Eli Editor` });
    await cardsSettled(page);
    const from = await card.boundingBox();
    const to = await target.boundingBox();
    if (!from || !to) throw new Error('no layout');
    const synced = waitForAssigneeSync(page);
    await dragWithMouse(page, centre(from), { x: to.x + to.width / 2, y: to.y + 20 });
    expect((await synced).status()).toBe(200);

    await expect.poll(() => serverAssignees(page, id), { timeout: 5000 }).toContain(ELI);
    expect(await serverAssignees(page, id)).not.toContain(MAYA);
    await eli.locator(`li[data-card-id="${id}"]`).waitFor();
    expect(await maya.locator(`li[data-card-id="${id}"]`).count()).toBe(0);
    await context.close();
  });

  it('never cuts a card: cells grow with their cards, empty ones stay small, "Show N more"', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl, {
      path: '/boards/1?lanes=status',
    });
    await page.locator('[data-lanes-board] li[data-card-id]').first().waitFor();
    await cardsSettled(page);
    const fit = await cellFit(page);
    expect(fit.cells).toBeGreaterThan(4);
    expect(fit.scrolling).toEqual([]);
    expect(fit.cut).toEqual([]);
    expect(fit.empty.length).toBeGreaterThan(0);
    for (const height of fit.empty) expect(height).toBeLessThan(56);

    // Open's Backlog holds six cards: four, then "Show 2 more"; pressed, all six fit the cell.
    const backlog = page.getByRole('list', { name: 'Backlog, Open' });
    const cell = page.locator('[data-lane-cell]', { has: backlog });
    expect(await backlog.locator('li[data-card-id]').count()).toBe(4);
    const more = cell.getByRole('button', { name: 'Show 2 more: Backlog, Open' });
    await more.click();
    await expect.poll(() => backlog.locator('li[data-card-id]').count()).toBe(6);
    await cardsSettled(page);
    const grown = await cellFit(page);
    expect(grown.scrolling).toEqual([]);
    expect(grown.cut).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // "Show fewer" folds it back, focus on the button that takes its place.
    await cell.getByRole('button', { name: 'Show fewer: Backlog, Open' }).click();
    await expect.poll(() => backlog.locator('li[data-card-id]').count()).toBe(4);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Show 2 more: Backlog, Open');
    await context.close();
  });

  it('moves a card to the lane below by keyboard, saying lane, column and what it does', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl, {
      path: '/boards/1?lanes=assignee',
    });
    const eli = lane(page, 'Eli Editor');
    await eli.locator('li[data-card-id]').first().waitFor();
    const { id } = await soleCardIn(eli);
    const before = await serverAssignees(page, id);
    expect(before).toContain(ELI);
    await cardsSettled(page);
    const slot = eli.locator(`li[data-card-id="${id}"]`);
    await slot.hover();
    await slot.getByRole('button', { name: /^Move card #/ }).focus();
    const live = page.locator('[id^="DndLiveRegion"]');
    await pressKeys(page, ['Space']);
    await expect
      .poll(() => live.textContent(), { timeout: 5000 })
      .toMatch(/Card #\d+ .* in lane Eli Editor, column /);
    // Down past the cell's cards, then on into Ines's lane below; each step is announced
    // before the next key.
    for (let step = 0; step < 12; step += 1) {
      const said = (await live.textContent()) ?? '';
      if (said.includes('in lane Ines Interact')) break;
      await cardsSettled(page);
      await pressKeys(page, ['ArrowDown']);
      await expect.poll(() => live.textContent(), { timeout: 5000 }).not.toBe(said);
    }
    await expect
      .poll(() => live.textContent())
      .toMatch(
        /in lane Ines Interact, column .+, position \d+ of \d+; this (replaces Eli Editor with Ines Interact|removes Eli Editor)/,
      );
    await cardsSettled(page);
    const synced = waitForAssigneeSync(page);
    await pressKeys(page, ['Space']);
    await expect
      .poll(() => live.textContent(), { timeout: 5000 })
      .toMatch(/^Dropped\. .* in lane Ines Interact/);
    expect((await synced).status()).toBe(200);
    await expect.poll(() => serverAssignees(page, id), { timeout: 5000 }).toContain(INES);
    expect(await serverAssignees(page, id)).not.toContain(ELI);
    await lane(page, 'Ines Interact').locator(`li[data-card-id="${id}"]`).waitFor();
    await context.close();
  });

  it('"Move to…" on a copy offers the lane and says what it does', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl, {
      path: '/boards/1?lanes=assignee',
    });
    const maya = lane(page, 'Maya Manager');
    await maya.locator('li[data-card-id]').first().waitFor();
    const { id } = await soleCardIn(maya);
    const slot = maya.locator(`li[data-card-id="${id}"]`);
    await slot.hover();
    await slot.getByRole('button', { name: /^Actions for card #/ }).click();
    await page.getByRole('menuitem', { name: 'Move to…' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await page.getByRole('dialog').count()).toBe(1);
    await dialog.getByLabel('Lane', { exact: true }).selectOption({ label: 'Eli Editor' });
    await dialog.getByText('This replaces Maya Manager with Eli Editor.').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    const synced = waitForAssigneeSync(page);
    await dialog.getByRole('button', { name: 'Move' }).click();
    expect((await synced).status()).toBe(200);
    await expect.poll(() => serverAssignees(page, id), { timeout: 5000 }).toContain(ELI);
    expect(await serverAssignees(page, id)).not.toContain(MAYA);
    await lane(page, 'Eli Editor').locator(`li[data-card-id="${id}"]`).waitFor();
    await context.close();
  });

  it('shows a viewer the lanes, without handles or dragging', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl, {
      token: 'demo-viewer',
      path: '/boards/1?lanes=assignee',
    });
    const maya = lane(page, 'Maya Manager');
    await maya.locator('li[data-card-id]').first().hover();
    expect(await page.getByRole('button', { name: /^Move card #/ }).count()).toBe(0);
    expect(await page.locator('[aria-roledescription="sortable"]').count()).toBe(0);
    await context.close();
  });
});
