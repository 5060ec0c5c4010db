import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { setupChromium } from './support/chromium';
import { cardLink, column, openDemo, waitForCardSave, switchDemoUser } from './support/demo';
import { waitForMockResponse } from './support/mock-traffic';

function panel(page: Page, number: number) {
  return page.getByRole('dialog', { name: new RegExp(`^#${number} `) });
}

describe('the card panel (demo board 1)', () => {
  const chromium = setupChromium();
  const appUrl = inject('appUrl');

  it('opens a card over the board, edits its content, and keeps the edit after a reload', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl);
    await cardLink(page, 9).click();
    const open = panel(page, 9);
    await open.waitFor();
    expect(page.url()).toContain('/boards/1/cards/9');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await open.getByRole('button', { name: 'Edit description' }).click();
    const editor = open.getByRole('textbox', { name: 'Description' });
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' Edited in Chromium.');
    await editor.getByText(/Edited in Chromium/).waitFor({ timeout: 5000 });
    const saved = waitForCardSave(page);
    await open.getByRole('button', { name: 'Save description' }).click();
    expect((await saved).status()).toBe(200);
    await open.getByText(/Edited in Chromium\./).waitFor({ timeout: 5000 });

    await page.reload();
    await panel(page, 9)
      .getByText(/Edited in Chromium\./)
      .waitFor();

    await page.keyboard.press('Escape');
    await panel(page, 9).waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/boards/1');
    await context.close();
  });

  it('keeps the filter and view when a card opens and closes with Escape', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl);
    await column(page, 'Backlog').waitFor();
    const input = page.getByRole('searchbox', { name: 'Search cards' });
    await input.fill('fix');
    const shown = () => page.getByRole('link', { name: /^#\d+ / }).allTextContents();
    await expect.poll(async () => (await shown()).length).toBe(2);
    const matches = await shown();
    expect(page.url()).toContain('q=fix');
    await page
      .getByRole('radiogroup', { name: 'View' })
      .getByRole('radio', { name: 'List' })
      .click();
    const table = page.getByRole('table', { name: 'Cards of Product Roadmap' });
    await table.waitFor();

    await cardLink(page, 15).click();
    await panel(page, 15).waitFor();
    expect(page.url()).toMatch(/\/boards\/1\/cards\/15\?(.*&)?q=fix/);
    await page.keyboard.press('Escape');
    await panel(page, 15).waitFor({ state: 'detached' });

    const url = new URL(page.url());
    expect(url.pathname).toBe('/boards/1');
    expect(url.searchParams.get('q')).toBe('fix');
    expect(url.searchParams.get('view')).toBe('list');
    expect(await input.inputValue()).toBe('fix');
    expect(await table.isVisible()).toBe(true);
    expect(await shown()).toEqual(matches);
    await context.close();
  });

  it("ticks a checklist item and the tile's progress follows", async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl);
    const tile = page.locator('article').filter({ has: cardLink(page, 9) });
    await tile.getByText('1/3').waitFor();
    await cardLink(page, 9).click();
    const open = panel(page, 9);
    // A click, then the progress: the box flips once its optimistic update has run.
    await open.getByRole('checkbox', { name: 'Illustrations' }).click();
    await open.getByText('2 of 3 done (67%)').waitFor();
    await page.keyboard.press('Escape');
    await tile.getByText('2/3').waitFor();
    await context.close();
  });

  it('keeps a content draft across a reload until it is saved', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl, {
      path: '/boards/1/cards/9',
    });
    const open = panel(page, 9);
    await open.getByRole('button', { name: 'Edit description' }).click();
    const editor = open.getByRole('textbox', { name: 'Description' });
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' Unsaved draft words');

    await page.reload();
    const again = panel(page, 9);
    await again.getByText('Restored your unsaved draft.').waitFor();
    await again
      .getByRole('textbox', { name: 'Description' })
      .getByText(/Unsaved draft words/)
      .waitFor();
    await context.close();
  });

  it("creates a card with a mention; it is on the board and in the mentioned user's inbox", async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl);
    await page.getByRole('button', { name: 'Actions for column Backlog' }).click();
    await page.getByRole('menuitem', { name: 'New card…' }).click();
    const dialog = page.getByRole('dialog', { name: 'New card' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Launch review with Ines');
    await dialog.getByRole('textbox', { name: 'Description' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('textbox', { name: 'Description' }).click();
    await page.keyboard.type('Please check this @Ine');
    // The list shows the unfiltered people until the debounced "Ine" results arrive: only Ines.
    const people = dialog.getByRole('listbox', { name: 'People to mention' });
    await expect.poll(() => people.getByRole('option').count()).toBe(1);
    const option = people.getByRole('option', { name: /Ines Interact/ });
    expect(await option.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Enter');
    await dialog.getByRole('listbox').waitFor({ state: 'detached' });
    await page.keyboard.type('thanks');

    const created = waitForMockResponse(
      page,
      (response) =>
        /\/api\/boards\/1\/cards$/.test(response.url()) && response.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Create card' }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    const body = JSON.parse(response.request().postData() ?? '{}') as { content?: string };
    expect(JSON.parse(body.content ?? '{}')).toMatchObject({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: expect.arrayContaining([
            { type: 'mention', attrs: { id: '3', label: 'Ines Interact' } },
          ]),
        },
      ],
    });
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: /Launch review with Ines/ }).waitFor();

    await switchDemoUser(page, 'Ines Interact');
    await page.goto(`${appUrl}/inbox`);
    await page
      .getByText(/Launch review with Ines/)
      .first()
      .waitFor();
    await context.close();
  });

  it('attaches a drive file to a card and downloads it', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl, {
      path: '/boards/1/cards/9',
    });
    const files = panel(page, 9).getByRole('region', { name: 'Files' });
    await files.getByRole('button', { name: 'Attach a file…' }).click();
    await files.getByRole('button', { name: /Design/ }).click();
    await files.getByRole('button', { name: 'Attach board-mockup.png' }).click();
    const link = files.getByRole('link', { name: 'Download board-mockup.png' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toMatch(/^https?:\/\//);
    // The demo has no server for a bare link to reach: the file comes through the API client.
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('board-mockup.png');
    expect(page.url()).toContain('/boards/1/cards/9');
    await context.close();
  });
});
