/**
 * The durable outbox in Chromium on the production build: writes made while the server is out
 * of reach survive a reload (they are kept in IndexedDB) and reach the server once, in the
 * order they were made; with two tabs open, one sends at a time and the other says what is
 * waiting. "Out of reach" is the mock's `offline` fault (every request fails as a network
 * error); the demo's mock keeps its faults across a reload, so the reload happens offline too.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { panel, renameIn } from './support/card-panel';
import { setupChromium } from './support/chromium';
import {
  cardLink,
  column,
  openDemo,
  setMockFaults,
  switchDemoUser,
  revealTile,
} from './support/demo';
import { onMockRequest, onMockResponse } from './support/mock-traffic';
import { outboxCount } from './support/outbox';

const { browser } = setupChromium();

interface ServerBoard {
  columns: { id: number; name: string }[];
  cards: { id: number; number: number; title: string; column_id: number }[];
}

/** Board 1 as the server has it (live cards and columns only), read through the API. */
async function serverBoard(page: Page): Promise<ServerBoard> {
  return page.evaluate(async () => {
    const response = await fetch('/api/boards/1', {
      headers: { Authorization: 'Bearer demo-manager', Accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`GET board answered ${response.status}`);
    const raw = (await response.json()) as Record<string, unknown>;
    const body = ('data' in raw ? raw.data : raw) as {
      columns: Record<string, { id: number; name: string; archived_at: string | null }>;
      cards: {
        id: number;
        number: number;
        title: string;
        column_id: number;
        deleted_at?: string | null;
      }[];
    };
    return {
      columns: Object.values(body.columns).filter((c) => c.archived_at === null),
      cards: body.cards.filter((card) => !card.deleted_at),
    };
  });
}

async function itemTicked(page: Page, cardId: number, title: string): Promise<boolean> {
  return page.evaluate(
    async ({ id, item }) => {
      const response = await fetch(`/api/boards/1/cards/${id}`, {
        headers: { Authorization: 'Bearer demo-manager', Accept: 'application/json' },
      });
      const raw = (await response.json()) as Record<string, unknown>;
      const card = ('data' in raw ? raw.data : raw) as {
        checklists: { items: { title: string; is_completed: boolean }[] }[];
      };
      return card.checklists.some((list) =>
        list.items.some((entry) => entry.title === item && entry.is_completed),
      );
    },
    { id: cardId, item: title },
  );
}

/** The connection banner's text (polled, so a failure shows what it said). */
function bannerText(page: Page): Promise<string> {
  return page
    .locator('[role="status"]')
    .first()
    .evaluate((node) => node.textContent ?? '');
}

/** Waits until the banner counts `count` writes not saved yet (so each step is checked). */
async function expectUnsaved(page: Page, count: number): Promise<void> {
  await expect
    .poll(() => bannerText(page))
    .toMatch(new RegExp(`^You are offline\\. ${count} changes? not saved yet`));
}

/**
 * Waits until `count` writes are kept in the outbox's IndexedDB. A person reloading sooner is
 * asked first (beforeunload, while a record is still being written); a reload through the
 * DevTools protocol is not, so the test waits for what the prompt would have waited for.
 */
async function expectKept(page: Page, count: number): Promise<void> {
  await expect.poll(() => outboxCount(page)).toBe(count);
}

/** What a write changed, as the server log names it: one entry per request that succeeded. */
function recordSavedWrites(page: Page): string[] {
  const saved: string[] = [];
  onMockResponse(page, (response) => {
    const request = response.request();
    const url = new URL(request.url());
    if (request.method() === 'GET' || !url.pathname.startsWith('/api/boards/')) return;
    if (response.status() >= 300) return;
    const body = request.postData() ?? '';
    saved.push(`${request.method()} ${url.pathname.replace('/api/boards/1', '')} ${body}`);
  });
  return saved;
}

describe('the durable outbox (demo board 1)', () => {
  const appUrl = inject('appUrl');

  it('keeps 10 writes made offline through a reload, then saves each once, in order', async () => {
    const { context, page } = await openDemo(browser(), appUrl, { path: '/boards/1/cards/9' });
    const open = panel(page, 9);
    await open.getByRole('textbox', { name: 'Title', exact: true }).waitFor();
    await setMockFaults(page, { offline: true });

    // 1-3: three renames of one card (only the order makes the last one win).
    for (const n of [1, 2, 3]) await renameIn(page, 9, `Outbox title ${n}`);
    await expectUnsaved(page, 3);
    // 4-6: tick, untick, tick.
    const illustrations = open.getByRole('checkbox', { name: 'Illustrations' });
    for (const checked of [true, false, true]) {
      await illustrations.click();
      await expect.poll(() => illustrations.isChecked()).toBe(checked);
    }
    await expectUnsaved(page, 6);
    await page.keyboard.press('Escape');
    await open.waitFor({ state: 'detached' });

    // 7: a move, with the "Move to…" dialog.
    await revealTile(page, 3);
    await page.getByRole('button', { name: /^Actions for card #3 / }).click();
    await page.getByRole('menuitem', { name: 'Move to…' }).click();
    const move = page.getByRole('dialog', { name: /^Move #3 / });
    await move.getByLabel('Column').selectOption({ label: 'Done' });
    await move.getByRole('button', { name: 'Move' }).click();
    await cardLink(column(page, 'Done'), 3).waitFor();
    await expectUnsaved(page, 7);

    // 8: a delete.
    await revealTile(page, 5);
    await page.getByRole('button', { name: /^Actions for card #5 / }).click();
    await page.getByRole('menuitem', { name: 'Delete card…' }).click();
    const remove = page.getByRole('dialog', { name: 'Delete card #5?' });
    await remove.getByRole('button', { name: 'Delete card' }).click();
    await cardLink(column(page, 'Backlog'), 5).waitFor({ state: 'detached' });
    await expectUnsaved(page, 8);

    // 9: a new card (the form waits for the server; its write is kept meanwhile).
    await page.getByRole('button', { name: 'Actions for column Backlog' }).click();
    await page.getByRole('menuitem', { name: 'New card…' }).click();
    const create = page.getByRole('dialog', { name: 'New card' });
    await create.getByRole('textbox', { name: 'Title' }).fill('Made while offline');
    await create.getByRole('button', { name: 'Create card' }).click();
    await expectUnsaved(page, 9);

    // 10: a new column.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Add column' }).click();
    const addColumn = page.getByRole('dialog', { name: 'Add a column' });
    await addColumn.getByLabel(/^Name/).fill('Offline column');
    await addColumn.getByRole('button', { name: 'Add column' }).click();

    await expectUnsaved(page, 10);
    await expectKept(page, 10);

    // The reload happens offline too: nothing can be sent, everything is still kept, and the
    // reloaded page (which knows who is signed in) takes the 10 writes over at once.
    await page.reload();
    await expectUnsaved(page, 10);

    const saved = recordSavedWrites(page);
    await setMockFaults(page, {});
    await expect
      .poll(() => saved.length, { timeout: 30_000, message: 'all 10 writes saved' })
      .toBeGreaterThanOrEqual(10);

    const board = await serverBoard(page);
    const done = board.columns.find((c) => c.name === 'Done');
    expect(board.cards.find((card) => card.id === 9)?.title).toBe('Outbox title 3');
    expect(await itemTicked(page, 9, 'Illustrations')).toBe(true);
    expect(board.cards.find((card) => card.number === 3)?.column_id).toBe(done?.id);
    expect(board.cards.some((card) => card.number === 5)).toBe(false);
    expect(board.cards.filter((card) => card.title === 'Made while offline')).toHaveLength(1);
    expect(board.columns.filter((c) => c.name === 'Offline column')).toHaveLength(1);

    // Each write reached the server once, in the order it was made.
    const kinds = saved.map((entry) =>
      entry.includes('Outbox title')
        ? entry.match(/Outbox title \d/)?.[0]
        : entry.includes('/items/')
          ? `tick ${entry.includes('true') ? 'on' : 'off'}`
          : entry.startsWith('DELETE')
            ? 'delete'
            : entry.includes('Made while offline')
              ? 'create card'
              : entry.includes('Offline column')
                ? 'create column'
                : entry.includes('column_id')
                  ? 'move'
                  : `other: ${entry}`,
    );
    expect(kinds).toEqual([
      'Outbox title 1',
      'Outbox title 2',
      'Outbox title 3',
      'tick on',
      'tick off',
      'tick on',
      'move',
      'delete',
      'create card',
      'create column',
    ]);
    await context.close();
  });

  it('after a sign-in as someone else, keeps the first person’s writes for them and sends them only as them', async () => {
    const { context, page } = await openDemo(browser(), appUrl, { path: '/boards/1/cards/9' });
    await panel(page, 9).getByRole('textbox', { name: 'Title', exact: true }).waitFor();
    const patches: string[] = [];
    onMockRequest(page, (request) => {
      if (request.method() === 'PATCH' && request.url().includes('/api/boards/1/cards/9')) {
        patches.push(`${request.headers()['authorization'] ?? ''} ${request.postData() ?? ''}`);
      }
    });
    await setMockFaults(page, { token_expired: true });
    await renameIn(page, 9, 'Written by Maya');

    const signIn = page.getByRole('dialog', { name: 'Sign in again' });
    await signIn.waitFor();
    await signIn.getByLabel('Demo user').selectOption({ label: 'Eli Editor' });
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await signIn.getByText(/This token signs in Eli Editor/).waitFor();
    await signIn
      .getByRole('button', { name: 'Keep them for Maya Manager and continue as Eli Editor' })
      .click();

    const notice = page.getByRole('region', { name: 'Changes kept for other people' });
    await notice
      .getByText(/1 change made as Maya Manager on this device is not saved yet/)
      .waitFor();
    expect((await serverBoard(page)).cards.find((card) => card.id === 9)?.title).not.toBe(
      'Written by Maya',
    );

    // Back as Maya: her write goes out, with her token.
    await switchDemoUser(page, 'Maya Manager');
    await expect
      .poll(async () => (await serverBoard(page)).cards.find((card) => card.id === 9)?.title)
      .toBe('Written by Maya');
    const sent = patches.filter((entry) => entry.includes('Written by Maya'));
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.filter((entry) => !entry.startsWith('Bearer demo-manager '))).toEqual([]);
    await notice.waitFor({ state: 'detached' });
    await context.close();
  });

  it('keeps the write of a request that never answers, and the writes behind it, when the tab is closed', async () => {
    const { context, page } = await openDemo(browser(), appUrl, { path: '/boards/1/cards/9' });
    const open = panel(page, 9);
    await open.getByRole('textbox', { name: 'Title', exact: true }).waitFor();
    await setMockFaults(page, {
      rules: [{ method: 'PATCH', path: '/cards/9', kind: 'hang', times: 1 }],
    });
    await renameIn(page, 9, 'Saved after a hung request');
    const illustrations = open.getByRole('checkbox', { name: 'Illustrations' });
    await illustrations.click();
    await expect.poll(() => illustrations.isChecked()).toBe(true);
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const response = await fetch('/api/__mock/faults', {
            headers: { 'X-Mock-Control': '1' },
          });
          return ((await response.json()) as { injected: { hang: number } }).injected.hang;
        }),
      )
      .toBe(1);
    await setMockFaults(page, {});
    await page.close(); // the rename still hangs; the tick waits behind it

    const next = await context.newPage();
    await next.goto(`${appUrl}/boards/1`);
    await column(next, 'Backlog').waitFor();
    await expect
      .poll(async () => (await serverBoard(next)).cards.find((card) => card.id === 9)?.title)
      .toBe('Saved after a hung request');
    await expect.poll(() => itemTicked(next, 9, 'Illustrations')).toBe(true);
    await context.close();
  });

  it('with two tabs, one sends at a time; the other says what waits and takes over when it closes', async () => {
    const { context, page: first } = await openDemo(browser(), appUrl, {
      path: '/boards/1/cards/9',
    });
    await panel(first, 9).getByRole('textbox', { name: 'Title', exact: true }).waitFor();
    const second = await context.newPage();
    await second.goto(`${appUrl}/boards/1`);
    await column(second, 'Backlog').waitFor();

    // The tabs share the demo's mock: it goes offline for both.
    await setMockFaults(first, { offline: true });
    await renameIn(first, 9, 'Written in the first tab');
    await renameIn(first, 9, 'Written in the first tab, twice');
    await first.getByText(/You are offline\. 2 changes not saved yet/).waitFor();
    // The second tab says what the first one holds, whether or not it has noticed the outage
    // yet (its board's event stream finds out by itself).
    await second
      .getByText(/2 changes made in another tab are not saved yet|\(2 in another tab\)/)
      .waitFor();

    const saved = recordSavedWrites(second);
    await first.close();
    await setMockFaults(second, {});
    await expect
      .poll(() => saved.filter((entry) => entry.includes('Written in the first tab')))
      .toEqual([
        expect.stringContaining('"Written in the first tab"'),
        expect.stringContaining('"Written in the first tab, twice"'),
      ]);
    const board = await serverBoard(second);
    expect(board.cards.find((card) => card.id === 9)?.title).toBe(
      'Written in the first tab, twice',
    );
    await context.close();
  });
});
