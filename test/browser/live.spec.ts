import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { startMockServer, type MockServer } from '../../src/mock/node/server';
import { seriousAxeViolations } from './support/axe';
import { panel, renameIn } from './support/card-panel';
import { openPage, setupChromium } from './support/chromium';
import { connectToServer } from './support/connect';
import {
  cardLink,
  cardsSettled,
  column,
  openDemo,
  pause,
  waitForCardSave,
  revealTile,
} from './support/demo';

/**
 * Issue 14, live team boards: two people on one board see each other's changes as they
 * happen, marked with who made them, in the demo (two tabs, one shared mock) and against the
 * Node server (two browsers).
 */

/** Moves card `#number` to the top of `to` with the "Move to…" dialog. */
async function moveWithDialog(page: Page, number: number, to: string): Promise<void> {
  await revealTile(page, number);
  await page.getByRole('button', { name: new RegExp(`^Actions for card #${number} `) }).click();
  await page.getByRole('menuitem', { name: 'Move to…' }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^Move #${number} `) });
  await dialog.getByLabel('Column').selectOption({ label: to });
  await dialog.getByLabel('Position').selectOption({ index: 0 });
  const saved = waitForCardSave(page);
  await dialog.getByRole('button', { name: 'Move' }).click();
  expect((await saved).status()).toBe(200);
}

const others = (page: Page) => page.getByRole('list', { name: 'Also viewing this board' });

/** Waits until the page follows the board's event stream (the teammate's writes then show). */
async function waitForLive(page: Page, name: string): Promise<void> {
  await others(page).getByRole('img', { name }).waitFor();
}

describe('two demo tabs share one mock and see each other live', () => {
  const chromium = setupChromium();
  const appUrl = inject('appUrl');

  it("a teammate's move and rename show in the other tab, marked and announced", async () => {
    const maya = await openDemo(chromium.browser(), appUrl);
    const eli = await maya.context.newPage();
    await eli.addInitScript(() =>
      sessionStorage.setItem(
        'project-board.connection',
        JSON.stringify({ kind: 'demo', token: 'demo-editor' }),
      ),
    );
    await eli.goto(`${appUrl}/boards/1`);
    await waitForLive(maya.page, 'Eli Editor');
    await waitForLive(eli, 'Maya Manager');

    await moveWithDialog(eli, 3, 'Done');
    const moved = cardLink(column(maya.page, 'Done'), 3);
    await moved.waitFor();
    const tile = column(maya.page, 'Done')
      .locator('article')
      .filter({ has: maya.page.getByRole('link', { name: /^#3 / }) });
    expect(await tile.textContent()).toContain('Moved by Eli Editor');
    await maya.page
      .locator('[aria-live="polite"]', { hasText: 'Card #3 moved by Eli Editor' })
      .waitFor({ state: 'attached' });

    await cardLink(eli, 5).click();
    await renameIn(eli, 5, 'Renamed in the other tab');
    await cardLink(maya.page, 5).filter({ hasText: 'Renamed in the other tab' }).waitFor();
    // The mark goes after a few seconds.
    await tile.getByText('Moved by Eli Editor').waitFor({ state: 'detached' });
    expect(await seriousAxeViolations(maya.page)).toEqual([]);
    await maya.context.close();
  });
});

describe('two browsers on the Node server', () => {
  const chromium = setupChromium();
  const appUrl = inject('appUrl');
  let mock: MockServer;

  beforeAll(async () => {
    mock = await startMockServer({ port: 0, corsOrigins: [appUrl] });
  });
  afterAll(() => mock.close());

  async function connect(token: string): Promise<{ context: BrowserContext; page: Page }> {
    const opened = await openPage(chromium.browser());
    await connectToServer(opened.page, { appUrl, apiUrl: `${mock.url}/api`, token });
    return opened;
  }

  it('shows a move at once, and one made while the connection was cut once it is back', async () => {
    mock.service.reset();
    const maya = await connect('demo-manager');
    const eli = await connect('demo-editor');
    await waitForLive(maya.page, 'Eli Editor');

    await moveWithDialog(eli.page, 3, 'Done');
    await cardLink(column(maya.page, 'Done'), 3).waitFor();

    await maya.context.setOffline(true);
    await moveWithDialog(eli.page, 4, 'Done');
    await maya.context.setOffline(false);
    await cardLink(column(maya.page, 'Done'), 4).waitFor();
    await maya.context.close();
    await eli.context.close();
  });

  it('the same title edited by both: both values shown, nothing lost; different fields merge', async () => {
    mock.service.reset();
    const maya = await connect('demo-manager');
    const eli = await connect('demo-editor');
    await waitForLive(maya.page, 'Eli Editor');
    await cardLink(maya.page, 5).click();
    await cardLink(eli.page, 5).click();
    const mayaTitle = panel(maya.page, 5).getByRole('textbox', { name: 'Title', exact: true });

    // Maya starts typing; Eli renames the card before she saves.
    await mayaTitle.fill("Maya's title");
    await renameIn(eli.page, 5, "Eli's title");
    await cardLink(maya.page, 5).filter({ hasText: "Eli's title" }).waitFor();
    expect(await mayaTitle.inputValue()).toBe("Maya's title");
    await mayaTitle.press('Enter');
    const choice = maya.page.getByRole('region', { name: /Someone else changed this/ });
    await choice.waitFor();
    expect(await choice.textContent()).toContain("Theirs (saved)Eli's title");
    expect(await choice.textContent()).toContain("YoursMaya's title");
    expect(mock.service.db.cards.find((card) => card.number === 5)?.title).toBe("Eli's title");
    expect(await seriousAxeViolations(maya.page)).toEqual([]);
    await choice.getByRole('button', { name: 'Take theirs' }).click();
    await choice.waitFor({ state: 'detached' });
    expect(await mayaTitle.inputValue()).toBe("Eli's title");

    // Different fields: Maya renames while Eli sets the status; both are kept, no one is asked.
    await mayaTitle.fill('Final title');
    const saved = waitForCardSave(eli.page);
    await panel(eli.page, 5).getByLabel('Status').selectOption({ label: 'Closed' });
    expect((await saved).status()).toBe(200);
    await mayaTitle.press('Enter');
    await cardLink(eli.page, 5).filter({ hasText: 'Final title' }).waitFor();
    const stored = mock.service.db.cards.find((card) => card.number === 5);
    expect(stored).toMatchObject({ title: 'Final title', status: 'CLOSED' });
    expect(await maya.page.getByRole('region', { name: /Someone else changed this/ }).count()).toBe(
      0,
    );
    await maya.context.close();
    await eli.context.close();
  });

  it("a teammate's tick shows on the card's tile and in its open panel", async () => {
    mock.service.reset();
    const db = mock.service.db;
    const item = db.checklistItems.find((candidate) => !candidate.completed_at);
    const checklist = db.checklists.find((candidate) => candidate.id === item?.checklist_id);
    const card = db.cards.find((candidate) => candidate.id === checklist?.card_id);
    if (!item || !card) throw new Error('the seed has no open checklist item');
    const maya = await connect('demo-manager');
    const eli = await connect('demo-editor');
    await waitForLive(maya.page, 'Eli Editor');
    await cardLink(maya.page, card.number).click();
    await cardLink(eli.page, card.number).click();
    const box = (page: Page) =>
      panel(page, card.number).getByRole('checkbox', { name: item.title, exact: true });
    expect(await box(maya.page).isChecked()).toBe(false);

    // A click, then the state: the box is controlled, and shows the tick once it is applied.
    await box(eli.page).click();
    await vi.waitFor(async () => expect(await box(eli.page).isChecked()).toBe(true), {
      timeout: 5000,
    });
    await vi.waitFor(async () => expect(await box(maya.page).isChecked()).toBe(true), {
      timeout: 5000,
    });
    const tile = maya.page
      .locator('article')
      .filter({ has: maya.page.getByRole('link', { name: new RegExp(`^#${card.number} `) }) });
    await tile.getByText('Checklist changed by Eli Editor').waitFor();
    await maya.context.close();
    await eli.context.close();
  });

  it("a drag in progress is not disturbed by a teammate's move, and both land", async () => {
    mock.service.reset();
    const maya = await connect('demo-manager');
    const eli = await connect('demo-editor');
    await waitForLive(maya.page, 'Eli Editor');
    const page = maya.page;
    await cardsSettled(page);
    const from = await cardLink(column(page, 'Backlog'), 1).boundingBox();
    const target = await column(page, 'Planned').boundingBox();
    if (!from || !target) throw new Error('no layout');
    const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
    const end = { x: target.x + target.width / 2, y: target.y + 160 };
    const at = (share: number) => ({
      x: start.x + (end.x - start.x) * share,
      y: start.y + (end.y - start.y) * share,
    });
    const underPointer = (point: { x: number; y: number }) =>
      page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('article')?.textContent ?? '',
        point,
      );

    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    for (let step = 1; step <= 10; step += 1) {
      await page.mouse.move(at(step / 20).x, at(step / 20).y);
      await pause(16);
    }
    expect(await underPointer(at(0.5))).toContain('#1');
    // Eli moves another card while Maya's drag is in the air; her board shows it at once.
    await moveWithDialog(eli.page, 2, 'Done');
    await cardLink(column(page, 'Done'), 2).waitFor();
    expect(await underPointer(at(0.5))).toContain('#1');

    const saved = waitForCardSave(page);
    for (let step = 11; step <= 20; step += 1) {
      await page.mouse.move(at(step / 20).x, at(step / 20).y);
      await pause(16);
    }
    await page.mouse.up();
    expect((await saved).status()).toBe(200);
    await cardLink(column(page, 'Planned'), 1).waitFor();
    expect(await cardLink(column(page, 'Done'), 2).count()).toBe(1);
    const columnOf = (number: number) => {
      const card = mock.service.db.cards.find((c) => c.board_id === 1 && c.number === number);
      return mock.service.db.columns.find((c) => c.id === card?.column_id)?.name;
    };
    expect([columnOf(1), columnOf(2)]).toEqual(['Planned', 'Done']);
    await maya.context.close();
    await eli.context.close();
  });

  it('without the stream, polls the board and still shows the move', async () => {
    mock.service.reset();
    const maya = await connect('demo-manager');
    await maya.page.route('**/boards/1/events', (route) =>
      route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"no"}' }),
    );
    await maya.page.reload();
    await maya.page.getByLabel('Access token').fill('demo-manager');
    await maya.page.getByRole('button', { name: 'Sign in' }).click();
    await maya.page.getByRole('heading', { level: 1, name: /Product Roadmap/ }).waitFor();
    const eli = await connect('demo-editor');

    await moveWithDialog(eli.page, 3, 'Done');
    // The poll comes every 10 s.
    await cardLink(column(maya.page, 'Done'), 3).waitFor({ timeout: 15_000 });
    expect(await others(maya.page).count()).toBe(0);
    await maya.context.close();
    await eli.context.close();
  });
});
