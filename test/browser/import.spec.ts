/**
 * Importing a Trello board export into the demo (production build, the mock in the page):
 * the preview, the writes, and what the board holds after a reload; and an import whose page
 * is closed half-way, finished by the page opened next, with exact counts.
 */
import { describe, expect, inject, it } from 'vitest';
import { trelloExport } from '@test/trello-export';
import { seriousAxeViolations } from './support/axe';
import { setupChromium } from './support/chromium';
import { openDemo, setMockFaults } from './support/demo';
import {
  boardCounts,
  boardIdOf,
  boardsNamed,
  chooseFile,
  expected,
} from './support/import-fixture';

const { browser } = setupChromium();

describe('import (demo)', () => {
  const appUrl = inject('appUrl');

  it('a Trello export: preview, import, and after a reload the counts, tags, ticks, comments and due dates', async () => {
    const source = trelloExport({ cards: 24, seed: 11 });
    const want = expected(source);
    const { context, page, errors } = await openDemo(browser(), appUrl, { path: '/' });
    await page.getByRole('link', { name: 'Import…' }).click();
    await page.getByRole('heading', { level: 1, name: 'Import a board' }).waitFor();
    await chooseFile(page, 'trello-board.json', JSON.stringify(source));

    const preview = page.getByRole('region', { name: 'Preview: nothing is written yet' });
    await preview.waitFor();
    const counts = preview.getByRole('table', { name: 'What comes in' });
    await expect
      .poll(() => counts.getByRole('row', { name: /^Cards / }).textContent())
      .toBe(`Cards${want.cards}`);
    expect(await counts.getByRole('row', { name: /^of them ticked/ }).textContent()).toBe(
      `of them ticked${want.ticked}`,
    );
    expect(await counts.getByRole('row', { name: /^Comments/ }).textContent()).toBe(
      `Comments${want.comments}`,
    );
    expect(
      await preview.getByRole('listitem').filter({ hasText: 'Old ideas' }).textContent(),
    ).toMatch(/closed: comes in archived/);
    expect(
      await preview.getByRole('listitem').filter({ hasText: 'Tom Trello' }).textContent(),
    ).toMatch(/no one here/);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('textbox', { name: 'Name of the new board' }).fill('From Trello');

    await preview.getByRole('button', { name: `Import ${want.cards} cards` }).click();
    await page.getByRole('heading', { name: 'Import finished' }).waitFor({ timeout: 60_000 });
    expect(await page.getByRole('status').filter({ hasText: 'on the board' }).textContent()).toBe(
      `${want.cards} cards are on the board.`,
    );
    await page.getByRole('link', { name: 'Open the board' }).click();
    await page.waitForURL(/\/boards\/\d+$/);
    const boardId = boardIdOf(page);
    await page.reload();
    await page.getByRole('region', { name: 'To Do column' }).waitFor();
    await page.getByRole('region', { name: 'Done column' }).waitFor();

    const got = await boardCounts(page, boardId);
    expect(got).toEqual({
      columns: ['To Do', 'Doing', 'Done'],
      archivedColumns: ['Old ideas'],
      tags: ['Bug', 'Design', 'Feature', 'Purple'],
      cards: want.cards,
      archived: want.archived,
      due: want.due,
      tagged: want.tagged,
      items: want.items,
      ticked: want.ticked,
      comments: want.comments,
    });
    // A card's comment starts with its original author and date.
    const firstComment = await page.evaluate(async (id) => {
      const headers = { Authorization: 'Bearer demo-manager', Accept: 'application/json' };
      const board = (await (await fetch(`/api/boards/${id}`, { headers })).json()) as {
        cards: { id: number; comments_count: number }[];
      };
      const card = board.cards.find((c) => c.comments_count > 0);
      const comments = (await (
        await fetch(`/api/boards/${id}/cards/${card?.id ?? 0}/comments`, { headers })
      ).json()) as { content: string }[];
      return comments[0]?.content ?? '';
    }, boardId);
    expect(firstComment).toMatch(
      /"text":"(Maya Manager|Eli Editor|Tom Trello) · 2026-\d\d-\d\d \d\d:\d\d UTC"/,
    );
    expect(errors.page).toEqual([]);
    await context.close();
  });

  it('a CSV with a mapping step: columns from the status, tags, due dates, after a reload', async () => {
    const csv = [
      'Summary,Status,Description,Due Date,Labels,Assignee',
      'Ship login,To Do,"Two lines:\nfirst, then second",2026-04-01,"auth, web",Eli Editor',
      'Fix <b>bold</b> bug,In Progress,,2026-04-11,web,Nobody Here',
      'Write docs,Done,Short,,,',
      'Plan Q3,To Do,,,auth,',
    ].join('\r\n');
    const { context, page } = await openDemo(browser(), appUrl, { path: '/import' });
    await page.getByRole('heading', { level: 1, name: 'Import a board' }).waitFor();
    await chooseFile(page, 'jira.csv', csv);
    const mapping = page.getByRole('region', { name: 'Which column is what' });
    await mapping.waitFor();
    expect(await mapping.getByRole('combobox', { name: 'Column (status)' }).inputValue()).toBe('1');
    expect(
      await mapping.getByRole('table', { name: 'The first rows' }).getByRole('row').count(),
    ).toBe(5);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('textbox', { name: 'Name of the new board' }).fill('From CSV');
    await page.getByRole('button', { name: 'Import 4 cards' }).click();
    await page.getByRole('heading', { name: 'Import finished' }).waitFor({ timeout: 60_000 });
    await page.getByRole('link', { name: 'Open the board' }).click();
    await page.waitForURL(/\/boards\/\d+$/);
    await page.reload();
    await page.getByRole('region', { name: 'In Progress column' }).waitFor();
    // The title is text: the tags stay visible as characters, no <b> element is made.
    await page.getByText('Fix <b>bold</b> bug').first().waitFor();
    expect(await page.locator('[data-card-id] b').count()).toBe(0);
    expect(await boardCounts(page, boardIdOf(page))).toEqual({
      columns: ['To Do', 'In Progress', 'Done'],
      archivedColumns: [],
      tags: ['auth', 'web'],
      cards: 4,
      archived: 0,
      due: 2,
      tagged: 3,
      items: 0,
      ticked: 0,
      comments: 0,
    });
    await context.close();
  });

  it('a page closed half-way: the page opened next finishes the import with exact counts', async () => {
    const source = trelloExport({ cards: 40, seed: 5 });
    const want = expected(source);
    const { context, page } = await openDemo(browser(), appUrl, { path: '/import' });
    await page.getByRole('heading', { level: 1, name: 'Import a board' }).waitFor();
    await chooseFile(page, 'half.json', JSON.stringify(source));
    const start = page.getByRole('button', { name: `Import ${want.cards} cards` });
    await start.waitFor();
    // Slow answers, so the page is surely closed with writes done and writes to go.
    await setMockFaults(page, { latency_ms: { min: 50, max: 70 } });
    await start.click();
    const status = page.getByRole('status').filter({ hasText: 'writes' });
    await expect
      .poll(
        async () =>
          Number(/(\d+) of (\d+) writes/.exec((await status.textContent()) ?? '')?.[1] ?? 0),
        {
          timeout: 30_000,
          interval: 50,
        },
      )
      .toBeGreaterThan(60);
    const before = /(\d+) of (\d+) writes/.exec((await status.textContent()) ?? '');
    expect(Number(before?.[1])).toBeLessThan(Number(before?.[2]));
    await page.close();

    const reopened = await context.newPage();
    await reopened.goto(`${appUrl}/import`);
    // The demo's mock keeps its faults across pages: the slow answers go on (it does not matter).
    await reopened
      .getByRole('heading', { name: 'Finishing the import' })
      .or(reopened.getByRole('heading', { name: 'Import finished' }))
      .first()
      .waitFor();
    await reopened.getByRole('heading', { name: 'Import finished' }).waitFor({ timeout: 60_000 });
    await reopened.getByRole('link', { name: 'Open the board' }).click();
    await reopened.waitForURL(/\/boards\/\d+$/);
    const got = await boardCounts(reopened, boardIdOf(reopened));
    expect(got).toMatchObject({
      cards: want.cards,
      archived: want.archived,
      due: want.due,
      tagged: want.tagged,
      items: want.items,
      ticked: want.ticked,
      comments: want.comments,
    });
    expect(await boardsNamed(reopened, 'Imported board')).toBe(1);
    await context.close();
  });
});
