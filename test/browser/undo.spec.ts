import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { panel } from './support/card-panel';
import { setupChromium } from './support/chromium';
import { cardLink, column, openDemo, waitForCardSave, revealTile } from './support/demo';
import { onMockRequest, waitForMockResponse } from './support/mock-traffic';

/** The toast that says `text`, and its Undo. */
function toastUndo(page: Page, text: string) {
  return page
    .locator('[data-sonner-toast]')
    .filter({ hasText: text })
    .getByRole('button', { name: 'Undo' });
}

/** The board header's Undo and Redo. */
function history(page: Page, name: 'Undo' | 'Redo') {
  return page.getByRole('group', { name: 'History' }).getByRole('button', { name });
}

/** What the undo's polite live region says. */
async function said(page: Page, text: string): Promise<void> {
  await page.locator('[aria-live="polite"]').filter({ hasText: text }).waitFor();
}

/** Moves card #`number` to the top of `to` with the "Move to…" dialog. */
async function moveWithDialog(page: Page, number: number, to: string): Promise<void> {
  await revealTile(page, Number(number));
  await page.getByRole('button', { name: new RegExp(`^Actions for card #${number} `) }).click();
  await page.getByRole('menuitem', { name: 'Move to…' }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^Move #${number} `) });
  await dialog.getByLabel('Column').selectOption({ label: to });
  await dialog.getByLabel('Position').selectOption({ index: 0 });
  const saved = waitForCardSave(page);
  await dialog.getByRole('button', { name: 'Move' }).click();
  expect((await saved).status()).toBe(200);
  await cardLink(column(page, to), number).waitFor();
}

describe('undo and redo (demo board 1)', () => {
  const chromium = setupChromium();
  const appUrl = inject('appUrl');

  it('undoes a move from its toast, redoes it with Shift+Ctrl+Z and undoes it again with Ctrl+Z; the server has it', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl);
    await history(page, 'Undo').waitFor();
    await moveWithDialog(page, 3, 'Done');

    let saved = waitForCardSave(page);
    await toastUndo(page, 'Moved #3 to Done').click();
    await cardLink(column(page, 'Backlog'), 3).waitFor();
    expect((await saved).status()).toBe(200);
    await said(page, 'Undone: moved #3 back to Backlog');

    saved = waitForCardSave(page);
    await page.keyboard.press('Shift+Control+z');
    await cardLink(column(page, 'Done'), 3).waitFor();
    expect((await saved).status()).toBe(200);
    await said(page, 'Redone: moved #3 to Done');

    saved = waitForCardSave(page);
    await page.keyboard.press('Control+z');
    await cardLink(column(page, 'Backlog'), 3).waitFor();
    expect((await saved).status()).toBe(200);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.reload();
    await cardLink(column(page, 'Backlog'), 3).waitFor();
    expect(await cardLink(column(page, 'Done'), 3).count()).toBe(0);
    await context.close();
  });

  it('undoes a title change, a tick and an assignment one by one, from the header', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl, {
      path: '/boards/1/cards/9',
    });
    const open = panel(page, 9);
    const title = open.getByRole('textbox', { name: 'Title', exact: true });
    const before = await title.inputValue();

    let saved = waitForCardSave(page);
    await title.fill('Renamed, then undone');
    await title.press('Enter');
    expect((await saved).status()).toBe(200);

    const item = open.getByRole('checkbox', { name: 'Illustrations' });
    const wasTicked = await item.isChecked();
    const ticked = waitForMockResponse(
      page,
      (r) => r.request().method() === 'PATCH' && /checklist/.test(r.url()),
    );
    await item.click();
    await expect.poll(() => item.isChecked()).toBe(!wasTicked);
    expect((await ticked).status()).toBe(200);

    await open.getByRole('button', { name: 'Change assignees' }).click();
    const people = open.getByRole('group', { name: 'Assignees' }).getByRole('checkbox');
    const states = await people.evaluateAll((boxes) =>
      boxes.map((box) => (box as HTMLInputElement).checked),
    );
    const member = people.nth(states.indexOf(false));
    const synced = waitForMockResponse(page, (r) => /assignees\/sync$/.test(r.url()));
    await member.click();
    await expect.poll(() => member.isChecked()).toBe(true);
    expect((await synced).status()).toBe(200);
    await open.getByRole('button', { name: 'Done changing assignees' }).click();

    // Undo, newest first: the assignment, the tick, the title.
    const unsynced = waitForMockResponse(page, (r) => /assignees\/sync$/.test(r.url()));
    await history(page, 'Undo').click();
    expect((await unsynced).status()).toBe(200);
    await said(page, 'Undone: ');

    const unticked = waitForMockResponse(
      page,
      (r) => r.request().method() === 'PATCH' && /checklist/.test(r.url()),
    );
    await history(page, 'Undo').click();
    expect((await unticked).status()).toBe(200);
    await expect.poll(() => item.isChecked()).toBe(wasTicked);

    saved = waitForCardSave(page);
    await history(page, 'Undo').click();
    expect((await saved).status()).toBe(200);
    await expect.poll(() => title.inputValue()).toBe(before);

    await page.reload();
    const again = panel(page, 9);
    await expect
      .poll(() => again.getByRole('textbox', { name: 'Title', exact: true }).inputValue())
      .toBe(before);
    await expect
      .poll(() => again.getByRole('checkbox', { name: 'Illustrations' }).isChecked())
      .toBe(wasTicked);
    await context.close();
  });

  it('holds a delete, so Ctrl+Z brings the card back without any request', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl);
    await history(page, 'Undo').waitFor();
    const deletes: string[] = [];
    onMockRequest(page, (request) => {
      if (request.method() === 'DELETE') deletes.push(request.url());
    });
    await revealTile(page, 5);
    await page.getByRole('button', { name: /^Actions for card #5 / }).click();
    await page.getByRole('menuitem', { name: 'Delete card…' }).click();
    await page
      .getByRole('dialog', { name: 'Delete card #5?' })
      .getByRole('button', { name: 'Delete card' })
      .click();
    await cardLink(column(page, 'Backlog'), 5).waitFor({ state: 'detached' });
    await page.locator('[data-sonner-toast]').filter({ hasText: 'Deleted #5' }).waitFor();

    await page.keyboard.press('Control+z');
    await cardLink(column(page, 'Backlog'), 5).waitFor();
    await said(page, 'Undone: #5 put back');
    // Cancelled, not sent: nothing went out, and the outbox forgot it (a reload would send a
    // kept write again, and the card would go).
    await page.reload();
    await cardLink(column(page, 'Backlog'), 5).waitFor();
    await page.getByRole('button', { name: 'Add column' }).waitFor();
    expect(deletes).toEqual([]);
    await context.close();
  });

  it('undoes archiving a column from the header, and Ctrl+Y redoes it', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl);
    await history(page, 'Undo').waitFor();
    await page.getByRole('button', { name: 'Actions for column Planned' }).click();
    await page.getByRole('menuitem', { name: 'Archive' }).click();
    await column(page, 'Planned').waitFor({ state: 'detached' });

    await history(page, 'Undo').click();
    await column(page, 'Planned').waitFor();
    await said(page, 'Undone: Planned unarchived');

    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('Control+y');
    await column(page, 'Planned').waitFor({ state: 'detached' });
    await context.close();
  });
});
