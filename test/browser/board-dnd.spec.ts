import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { setupChromium } from './support/chromium';
import {
  cardLink,
  cardsSettled,
  column,
  columnOrder,
  dragWithMouse,
  openDemo,
  pause,
  pressKeys,
  setMockFaults,
  waitForCardSave,
  numbersIn,
  revealTile,
} from './support/demo';
import { onMockRequest, waitForMockResponse } from './support/mock-traffic';

/** The card ids of a column's slots (placeholder included), top to bottom as on screen. */
async function slotOrder(page: Page, name: string): Promise<string[]> {
  return column(page, name)
    .locator('li[data-card-id]')
    .evaluateAll((slots) =>
      slots
        .map((slot) => ({
          top: slot.getBoundingClientRect().top,
          id: slot.getAttribute('data-card-id') ?? '?',
        }))
        .sort((a, b) => a.top - b.top)
        .map((entry) => entry.id),
    );
}

describe('kanban drag and drop (demo board 1)', () => {
  const chromium = setupChromium();
  const appUrl = inject('appUrl');

  it('drags a card to another column with the mouse, and it is still there after a reload', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl);
    const card = cardLink(column(page, 'Backlog'), 1);
    await card.waitFor();
    await cardsSettled(page);
    const from = await card.boundingBox();
    const target = await column(page, 'Planned').boundingBox();
    if (!from || !target) throw new Error('no layout');

    const saved = waitForCardSave(page);
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    const endX = target.x + target.width / 2;
    const endY = target.y + 160;
    for (let step = 1; step <= 20; step += 1) {
      await page.mouse.move(
        from.x + ((endX - from.x) * step) / 20,
        from.y + ((endY - from.y) * step) / 20,
      );
      await pause(16);
    }
    await page.mouse.up();
    expect((await saved).status()).toBe(200);
    await cardLink(column(page, 'Planned'), 1).waitFor();
    expect(await cardLink(column(page, 'Backlog'), 1).count()).toBe(0);

    await page.reload();
    await cardLink(column(page, 'Planned'), 1).waitFor();
    expect(await cardLink(column(page, 'Backlog'), 1).count()).toBe(0);
    await context.close();
  });

  it('reorders a card within its column with the mouse, the others making room as it goes', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl);
    const backlog = column(page, 'Backlog');
    await cardLink(backlog, 1).waitFor();
    const before = await numbersIn(page, 'Backlog');
    const moved = before[0] ?? '?';
    await cardsSettled(page);
    // The tiles, not their title links: a tile's middle is below its title's (a sub-card names
    // its parent under the title).
    const tileOf = (number: string) =>
      backlog.locator('article').filter({ has: page.getByRole('link', { name: `#${number} ` }) });
    const card = await tileOf(moved).boundingBox();
    const third = await tileOf(before[2] ?? '?').boundingBox();
    if (!card || !third) throw new Error('no layout');
    const saved = waitForCardSave(page);
    await dragWithMouse(
      page,
      { x: card.x + card.width / 2, y: card.y + card.height / 2 },
      // Just below the third card's middle: the card goes after it.
      { x: third.x + third.width / 2, y: third.y + third.height / 2 + 6 },
      // Before the drop, the placeholder has taken the third place: the others made room (waited
      // for, not sampled once: on a busy machine the render after the last move can lag).
      () => expect.poll(async () => (await slotOrder(page, 'Backlog'))[2]).not.toBe(before[2]),
    );
    expect((await saved).status()).toBe(200);
    const after = [before[1], before[2], moved, ...before.slice(3)];
    await expect.poll(() => numbersIn(page, 'Backlog')).toEqual(after);
    await page.reload();
    await cardLink(column(page, 'Backlog'), 1).waitFor();
    expect(await numbersIn(page, 'Backlog')).toEqual(after);
    await context.close();
  });

  it('moves a card with the keyboard, announcing card and column names', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl);
    await revealTile(page, 2);
    const handle = page.getByRole('button', { name: /^Move card #2 / });
    await handle.waitFor();
    await handle.focus();
    const saved = waitForCardSave(page);
    await pressKeys(page, ['Space']);
    const live = page.locator('[id^="DndLiveRegion"]');
    await expect
      .poll(() => live.textContent())
      .toContain('Card #2 Import cards from CSV in column Backlog, position 2 of 6');
    const axeDuringDrag = await seriousAxeViolations(page);
    await pressKeys(page, ['ArrowRight', 'Space']);
    expect((await saved).status()).toBe(200);
    await cardLink(column(page, 'Planned'), 2).waitFor();
    expect(await live.textContent()).toMatch(/column Planned/);
    expect(axeDuringDrag).toEqual([]);
    await context.close();
  });

  it('reorders a card with the arrow keys, saying each new position', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl);
    await cardLink(column(page, 'Backlog'), 1).waitFor();
    const before = await numbersIn(page, 'Backlog');
    const moved = before[0] ?? '?';
    await revealTile(page, Number(moved));
    await page.getByRole('button', { name: new RegExp(`^Move card #${moved} `) }).focus();
    const live = page.locator('[id^="DndLiveRegion"]');
    await pressKeys(page, ['Space', 'ArrowDown']);
    await expect.poll(() => live.textContent()).toMatch(/in column Backlog, position 2 of 6/);
    const saved = waitForCardSave(page);
    await pressKeys(page, ['ArrowDown']);
    await expect.poll(() => live.textContent()).toMatch(/in column Backlog, position 3 of 6/);
    await pressKeys(page, ['Space']);
    expect((await saved).status()).toBe(200);
    await expect
      .poll(() => numbersIn(page, 'Backlog'))
      .toEqual([before[1], before[2], moved, ...before.slice(3)]);
    await context.close();
  });

  for (const [width, height] of [
    [1440, 900],
    [1280, 720],
  ] as const) {
    it(`drops a card on the last card of the far column at ${width}x${height}, though the board auto-scrolls under the pointer`, async () => {
      const { context, page } = await openDemo(chromium.browser(), appUrl);
      await page.setViewportSize({ width, height });
      const card = cardLink(column(page, 'Backlog'), 4);
      await card.waitFor();
      await cardsSettled(page);
      const from = await card.boundingBox();
      const target = await column(page, 'Done').getByRole('link').last().boundingBox();
      if (!from || !target) throw new Error('no layout');

      // A person's drag: press, then move in small steps to the target and let go there,
      // while the board scrolls sideways near the window's edge.
      const saved = waitForCardSave(page);
      const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
      const end = { x: target.x + target.width / 2, y: target.y + target.height / 2 };
      await page.mouse.move(start.x, start.y);
      await page.mouse.down();
      for (let step = 1; step <= 40; step += 1) {
        await page.mouse.move(
          start.x + ((end.x - start.x) * step) / 40,
          start.y + ((end.y - start.y) * step) / 40,
        );
        await pause(16);
      }
      // Held there, as a person does before letting go: the board scrolls on to its end.
      await expect
        .poll(() =>
          page.evaluate(() => {
            const board = document.querySelector<HTMLElement>('[tabindex="-1"][class*="board"]');
            return board ? board.scrollLeft >= board.scrollWidth - board.clientWidth - 1 : false;
          }),
        )
        .toBe(true);
      await page.mouse.up();
      expect((await saved).status()).toBe(200);
      await cardLink(column(page, 'Done'), 4).waitFor();
      expect(await cardLink(column(page, 'Backlog'), 4).count()).toBe(0);
      await context.close();
    });
  }

  it('moves a card with the "Move to…" dialog, without dragging', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl);
    await revealTile(page, 3);
    await page.getByRole('button', { name: /^Actions for card #3 / }).click();
    await page.getByRole('menuitem', { name: 'Move to…' }).click();
    const dialog = page.getByRole('dialog', { name: /^Move #3 / });
    await dialog.getByLabel('Column').selectOption({ label: 'Done' });
    await dialog.getByLabel('Position').selectOption({ index: 0 });
    const saved = waitForCardSave(page);
    await dialog.getByRole('button', { name: 'Move' }).click();
    expect((await saved).status()).toBe(200);
    const done = column(page, 'Done');
    await cardLink(done, 3).waitFor();
    const first = done.getByRole('link').first();
    expect(await first.textContent()).toContain('#3');
    await context.close();
  });

  it('reorders a column with the keyboard', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl);
    await column(page, 'Backlog').waitFor();
    expect((await columnOrder(page)).slice(0, 2)).toEqual(['Backlog', 'Planned']);
    const handle = page.getByRole('button', { name: 'Move column Backlog' });
    await handle.focus();
    const saved = waitForMockResponse(page, (response) =>
      /\/api\/boards\/1\/columns\/\d+$/.test(response.url()),
    );
    await pressKeys(page, ['Space', 'ArrowRight', 'Space']);
    expect((await saved).status()).toBe(200);
    await expect
      .poll(async () => (await columnOrder(page)).slice(0, 2))
      .toEqual(['Planned', 'Backlog']);
    await context.close();
  });

  it('puts a card back and says so when the save is refused', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl);
    await cardLink(column(page, 'Backlog'), 4).waitFor();
    // A permanent refusal (403) rolls back; a 500 would be retried (test/browser/resilience.spec.ts).
    await setMockFaults(page, { rules: [{ method: 'PATCH', path: '/cards/', kind: 'forbidden' }] });
    await revealTile(page, 4);
    const handle = page.getByRole('button', { name: /^Move card #4 / });
    await handle.focus();
    const failed = waitForCardSave(page);
    await pressKeys(page, ['Space', 'ArrowRight', 'Space']);
    expect((await failed).status()).toBe(403);
    await page
      .getByText(/Could not move #4 Research offline mode: .*It is back where it was\./)
      .waitFor();
    await cardLink(column(page, 'Backlog'), 4).waitFor();
    expect(await cardLink(column(page, 'Planned'), 4).count()).toBe(0);
    await context.close();
  });

  it('shows a viewer no drag handles and no move actions', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl, { token: 'demo-viewer' });
    await cardLink(column(page, 'Backlog'), 1).waitFor();
    await revealTile(page, 1);
    expect(await page.getByRole('button', { name: /^Move card / }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Move column / }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Actions for card / }).count()).toBe(0);
    await context.close();
  });
});

describe('a column sorted by due date (demo board 1: In Progress)', () => {
  const chromium = setupChromium();
  const appUrl = inject('appUrl');

  it('takes a card dropped on its top where the sort puts it, after a reload too', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl);
    const inProgress = column(page, 'In Progress');
    await cardLink(inProgress, 12).waitFor();
    await expect.poll(() => inProgress.getByText('Sorted by due date ↑').isVisible()).toBe(true);
    const before = await numbersIn(page, 'In Progress');
    // #4 Research offline mode is due next month, after every card of In Progress.
    await cardsSettled(page);
    const card = await cardLink(column(page, 'Backlog'), 4).boundingBox();
    const top = await inProgress.getByRole('link', { name: `#${before[0]} ` }).boundingBox();
    if (!card || !top) throw new Error('no layout');

    const saved = waitForCardSave(page);
    let placeholderLast = false;
    await dragWithMouse(
      page,
      { x: card.x + card.width / 2, y: card.y + card.height / 2 },
      { x: top.x + top.width / 2, y: top.y + 4 },
      async () => {
        // Dropped on the first card, the placeholder shows where the sort puts it: last.
        placeholderLast = await inProgress.locator('li[data-index]').evaluateAll((slots) => {
          const sorted = [...slots].sort(
            (a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top,
          );
          return sorted.at(-1)?.hasAttribute('data-dragging') ?? false;
        });
      },
    );
    const response = await saved;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toMatchObject({ column_id: 3, order: 7 });
    expect(placeholderLast).toBe(true);
    await expect.poll(() => numbersIn(page, 'In Progress')).toEqual([...before, '4']);

    await page.reload();
    await cardLink(column(page, 'In Progress'), 4).waitFor();
    expect(await numbersIn(page, 'In Progress')).toEqual([...before, '4']);
    expect(await cardLink(column(page, 'Backlog'), 4).count()).toBe(0);
    await context.close();
  });

  it('offers no reordering by hand inside it, and saves nothing', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl);
    const inProgress = column(page, 'In Progress');
    await cardLink(inProgress, 12).waitFor();
    const before = await numbersIn(page, 'In Progress');
    await cardsSettled(page);
    const first = await inProgress.getByRole('link', { name: `#${before[0]} ` }).boundingBox();
    const last = await inProgress.getByRole('link', { name: `#${before.at(-1)} ` }).boundingBox();
    if (!first || !last) throw new Error('no layout');
    let saves = 0;
    onMockRequest(page, (request) => {
      if (request.method() === 'PATCH' && /\/api\/boards\/1\/cards\//.test(request.url())) {
        saves += 1;
      }
    });
    const slotsBefore = await slotOrder(page, 'In Progress');
    let othersMoved = true;
    await dragWithMouse(
      page,
      { x: first.x + first.width / 2, y: first.y + first.height / 2 },
      { x: last.x + last.width / 2, y: last.y + last.height / 2 },
      async () => {
        // No card makes room: the sorted column does not pretend a new spot.
        othersMoved = (await slotOrder(page, 'In Progress')).join() !== slotsBefore.join();
      },
    );
    await pause(300);
    expect(othersMoved).toBe(false);
    expect(saves).toBe(0);
    expect(await numbersIn(page, 'In Progress')).toEqual(before);
    await context.close();
  });

  it('says the column is sorted when a card is moved there with the keyboard', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl);
    await revealTile(page, 10);
    const handle = page.getByRole('button', { name: /^Move card #10 / });
    await handle.waitFor();
    await handle.focus();
    await pressKeys(page, ['Space', 'ArrowRight']);
    const live = page.locator('[id^="DndLiveRegion"]');
    await expect
      .poll(() => live.textContent())
      .toMatch(/in column In Progress \(sorted by due date, earliest first\), position \d of 7/);
    await pressKeys(page, ['Escape']);
    await context.close();
  });
});
