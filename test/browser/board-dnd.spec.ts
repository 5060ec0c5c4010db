import { describe, expect, inject, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { setupChromium } from './support/chromium';
import {
  cardLink,
  column,
  columnOrder,
  openDemo,
  pause,
  pressKeys,
  setMockFaults,
  waitForCardSave,
} from './support/demo';

describe('kanban drag and drop (demo board 1)', () => {
  const chromium = setupChromium();
  const appUrl = inject('appUrl');

  it('drags a card to another column with the mouse, and it is still there after a reload', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl);
    const card = cardLink(column(page, 'Backlog'), 1);
    await card.waitFor();
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

  it('moves a card with the keyboard, announcing card and column names', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl);
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

  it('moves a card with the "Move to…" dialog, without dragging', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl);
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
    const saved = page.waitForResponse((response) =>
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
    expect(await page.getByRole('button', { name: /^Move card / }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Move column / }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Actions for card / }).count()).toBe(0);
    await context.close();
  });
});
