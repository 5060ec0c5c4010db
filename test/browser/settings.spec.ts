import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { setupChromium } from './support/chromium';
import { openDemo, waitForCardSave, switchDemoUser } from './support/demo';
import { waitForMockResponse } from './support/mock-traffic';

/** Board settings, people, custom fields, notifications, export and navigation (issue 7). */
describe('board settings and navigation', () => {
  const chromium = setupChromium();
  const appUrl = inject('appUrl');

  async function openSettings(token: string): Promise<Awaited<ReturnType<typeof openDemo>>> {
    const demo = await openDemo(chromium.browser(), appUrl, { token, path: '/boards/1/settings' });
    await demo.page.getByRole('heading', { level: 1, name: /Settings of/ }).waitFor();
    await demo.page.getByRole('list', { name: 'Members' }).waitFor();
    return demo;
  }

  function section(page: Page, name: string) {
    return page.getByRole('region', { name });
  }

  async function shownCardNumbers(page: Page): Promise<number[]> {
    const names = await page
      .getByRole('link', { name: /^#\d+ / })
      .evaluateAll((links) => links.map((link) => link.textContent ?? ''));
    return names.map((name) => Number(/#(\d+)/.exec(name)?.[1])).sort((a, b) => a - b);
  }

  async function boardHeading(page: Page, name: RegExp): Promise<void> {
    await page.getByRole('heading', { level: 1, name }).waitFor();
  }

  it('renames the board, and the settings page passes axe', async () => {
    const { context, page, errors } = await openSettings('demo-manager');
    expect(await seriousAxeViolations(page)).toEqual([]);
    const details = section(page, 'Details');
    await details.getByRole('textbox', { name: 'Name' }).fill('Roadmap 2027');
    await details.getByRole('button', { name: 'Save details' }).click();
    await details.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    await page.getByRole('link', { name: /Back to the board/ }).click();
    await boardHeading(page, /Roadmap 2027/);
    expect(errors.page).toEqual([]);
    await context.close();
  });

  it('makes the board public with a new member, who then gains access', async () => {
    const { context, page } = await openSettings('demo-manager');
    const members = section(page, 'Members and visibility');
    await members.getByRole('searchbox', { name: 'Add people' }).fill('Olga');
    await members.getByRole('button', { name: 'Add Olga Outsider' }).click();
    await members
      .getByRole('combobox', { name: 'Permission for Olga Outsider' })
      .selectOption('interact');
    await members.getByRole('radio', { name: /Public/ }).check();
    await members.getByRole('button', { name: 'Save members and visibility' }).click();
    const saved = waitForMockResponse(
      page,
      (r) => /\/api\/boards\/1$/.test(r.url()) && r.request().method() === 'PATCH',
    );
    await page
      .getByRole('dialog', { name: 'Save members and visibility?' })
      .getByRole('button', { name: 'Save changes' })
      .click();
    expect((await saved).status()).toBe(200);

    // Same context: the demo data lives in this context's IndexedDB.
    await switchDemoUser(page, 'Olga Outsider');
    await page.getByRole('button', { name: /Switch board/ }).click();
    await page.getByRole('menuitem', { name: /Product Roadmap/ }).click();
    await boardHeading(page, /Product Roadmap/);
    expect(await page.getByRole('link', { name: /^#\d+ / }).count()).toBeGreaterThan(5);
    await context.close();
  });

  it('creates a tag and a select custom field, uses both on a card, and filters by them', async () => {
    const { context, page } = await openSettings('demo-editor');
    const tags = section(page, 'Tags');
    await tags.getByRole('textbox', { name: 'Tag name' }).fill('Ops');
    await tags.getByRole('button', { name: 'Create tag' }).click();
    await tags.getByRole('list', { name: 'Board tags' }).getByText('Ops').waitFor();

    const fields = section(page, 'Custom fields');
    await fields.getByRole('textbox', { name: 'Field name' }).fill('Stage');
    await fields.getByRole('combobox', { name: 'Type' }).selectOption('select');
    await fields.getByRole('textbox', { name: 'Option 1 label' }).fill('Draft');
    await fields.getByRole('button', { name: 'Add option' }).click();
    await fields.getByRole('textbox', { name: 'Option 2 label' }).fill('Live');
    await fields.getByRole('button', { name: 'Create field' }).click();
    await fields.getByRole('status').filter({ hasText: 'Field Stage created.' }).waitFor();
    await fields.getByRole('list', { name: 'Custom fields' }).getByText('Stage').waitFor();

    // Use both on card 9, from its panel.
    await page.getByRole('link', { name: /Back to the board/ }).click();
    await page.getByRole('link', { name: /^#9 / }).click();
    const card = page.getByRole('dialog', { name: /^#9 / });
    await card.getByRole('button', { name: 'Change tags' }).click();
    const tagSaved = waitForCardSave(page);
    // The box shows checked once its optimistic update has run (a click, then the state).
    const ops = card.getByRole('group', { name: 'Tags' }).getByLabel('Ops');
    await ops.click();
    await expect.poll(() => ops.isChecked()).toBe(true);
    expect((await tagSaved).status()).toBe(200);
    const stageSaved = waitForCardSave(page);
    await card.getByLabel('Stage').selectOption({ label: 'Live' });
    expect((await stageSaved).status()).toBe(200);
    await page.keyboard.press('Escape');
    await card.waitFor({ state: 'detached' });

    // Filter the board by the new tag, then by the new field.
    await page.getByRole('button', { name: 'Filters' }).click();
    const filters = page.getByRole('dialog', { name: 'Filters' });
    await filters.getByRole('group', { name: 'Board tags' }).getByLabel('Ops').check();
    await filters.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => shownCardNumbers(page)).toEqual([9]);
    await page.getByRole('button', { name: 'Clear all' }).click();

    await page.getByRole('button', { name: 'Filters' }).click();
    await filters.getByLabel('Add a condition on').selectOption({ label: 'Stage' });
    await filters.getByLabel('Stage operator').selectOption({ label: 'is' });
    await filters.getByLabel('Stage value').selectOption({ label: 'Live' });
    await filters.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => shownCardNumbers(page)).toEqual([9]);
    await expect
      .poll(() => page.getByRole('search').getByRole('status').getAttribute('data-result'))
      .toBe('server');
    expect(await shownCardNumbers(page)).toEqual([9]);
    await context.close();
  });

  it('with mode "mentions", a mention reaches my inbox and an assignment does not', async () => {
    const { context, page } = await openSettings('demo-manager');
    const notifications = section(page, 'Notifications');
    await notifications.getByRole('radio', { name: /^Mentions/ }).check();
    await notifications.getByRole('button', { name: 'Save notification preferences' }).click();
    await notifications.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();

    const statuses = await page.evaluate(async () => {
      const headers = { Authorization: 'Bearer demo-editor', 'Content-Type': 'application/json' };
      const post = (path: string, body: unknown) =>
        fetch(`/api${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
      const doc = {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [
              { type: 'text', text: 'Please look, ' },
              { type: 'mention', attrs: { id: '1', label: 'Maya Manager' } },
            ],
          },
        ],
      };
      const mention = await post('/boards/1/cards', {
        column_id: 1,
        title: 'Ping Maya',
        content: JSON.stringify(doc),
      });
      const card = await post('/boards/1/cards', { column_id: 1, title: 'Assign Maya' });
      const { id } = (await card.json()) as { id: number };
      const assign = await post(`/boards/1/cards/${id}/assignees/sync`, {
        assignees: { 1: true },
      });
      return [mention.status, card.status, assign.status];
    });
    expect(statuses).toEqual([201, 201, 200]);

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Inbox' })
      .click();
    await page.getByRole('link', { name: /Ping Maya/ }).waitFor();
    expect(await page.getByRole('link', { name: /Assign Maya/ }).count()).toBe(0);
    await context.close();
  });

  it('exports to a drive folder and opens the file', async () => {
    const { context, page } = await openSettings('demo-editor');
    const exporting = section(page, 'Export to the drive');
    await exporting.getByRole('checkbox', { name: 'All fields' }).uncheck();
    await exporting.getByRole('checkbox', { name: 'Number', exact: true }).check();
    await exporting.getByRole('checkbox', { name: 'Title', exact: true }).check();
    await exporting.getByRole('button', { name: /Open Exports/ }).click();
    await exporting.getByText('The file goes into Exports.').waitFor();
    await exporting.getByRole('button', { name: 'Export', exact: true }).click();
    const open = exporting.getByRole('button', { name: /^Open product-roadmap-.*\.csv$/ });
    await open.click();
    const dialog = page.getByRole('dialog');
    const content = dialog.getByLabel(/^Content of product-roadmap-/);
    await content.waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect((await content.textContent())?.split(/\r?\n/)[0]).toBe('number,title');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await context.close();
  });

  it('navigates to a child board and back, through the switcher and the breadcrumb', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl, { path: '/boards/1' });
    await boardHeading(page, /Product Roadmap/);
    await page.getByRole('button', { name: /Switch board/ }).click();
    await page.getByRole('menuitem', { name: /Mobile App/ }).click();
    await boardHeading(page, /Mobile App/);
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').click();
    await boardHeading(page, /Product Roadmap/);

    await page.keyboard.press('Control+k');
    const switcher = page.getByRole('combobox', { name: 'Go to a board or a recent card' });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await switcher.fill('mobile');
    await page.keyboard.press('Enter');
    await boardHeading(page, /Mobile App/);
    await context.close();
  });
  it('offers a recently opened card in the quick switcher, resolved across boards', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl, {
      path: '/boards/1/cards/5',
    });
    await page.waitForFunction(
      () => localStorage.getItem('project-board.recent-cards.1') === '[5]',
    );
    // A new page load on another board: the list is kept on this device.
    await page.goto(`${appUrl}/boards/2`);
    await boardHeading(page, /Mobile App/);

    const batch = waitForMockResponse(page, (r) => r.url().includes('/api/cards/info/batch'));
    await page.keyboard.press('Control+k');
    expect((await batch).status()).toBe(200);
    const first = page.getByRole('option').first();
    await first.filter({ hasText: /Product Roadmap/ }).waitFor();
    expect(await first.textContent()).toMatch(/^Card/);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/boards\/1\/cards\/5$/);
    await context.close();
  });
});
