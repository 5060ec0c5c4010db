/**
 * No lost work under faults, in Chromium on the production build with the embedded mock.
 *
 * A lost connection is modelled with both of its halves: the browser goes offline
 * (`context.setOffline`, so `navigator.onLine` and the `offline`/`online` events change) and
 * the mock, which runs in a worker beside the page and would otherwise keep answering,
 * fails every request as a network error (its `offline` fault). Going online reverses both.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { panel, renameIn } from './support/card-panel';
import { setupChromium } from './support/chromium';
import { openDemo, pause, setMockFaults } from './support/demo';
import { onMockRequest, onMockResponse } from './support/mock-traffic';

const { browser } = setupChromium();

/** The card's tile on the board; by its link's target, as the open panel hides the board from roles. */
function tile(page: Page, cardId: number) {
  return page
    .locator('article')
    .filter({ has: page.locator(`a[href^="/boards/1/cards/${cardId}"]`) });
}

interface ServerCard {
  title: string;
  pinned_at: string | null;
  checklists: { items: { title: string; is_completed: boolean }[] }[];
  content: string | null;
}

/** The card as the server has it, read through the API (the mock in the page's worker). */
async function serverCard(page: Page, cardId: number): Promise<ServerCard> {
  return page.evaluate(async (id) => {
    const response = await fetch(`/api/boards/1/cards/${id}`, {
      headers: { Authorization: 'Bearer demo-manager', Accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`GET card answered ${response.status}`);
    const body = (await response.json()) as ServerCard | { data: ServerCard };
    return 'data' in body ? body.data : body;
  }, cardId);
}

describe('resilience: no lost work under faults (demo board 1)', () => {
  const appUrl = inject('appUrl');

  it('keeps writes made offline, marked unsaved, and sends them in order within 5 s of reconnecting', async () => {
    const { context, page } = await openDemo(browser(), appUrl, { path: '/boards/1/cards/9' });
    const open = panel(page, 9);
    await open.getByRole('textbox', { name: 'Title', exact: true }).waitFor();

    await setMockFaults(page, { offline: true });
    await context.setOffline(true);
    // The banner is a status region; the open panel (a modal) hides it from roles, so by text.
    await page.getByText(/You are offline/).waitFor();

    // Three writes while offline: two renames of the same card (order matters) and a tick.
    await renameIn(page, 9, 'Offline first title');
    await renameIn(page, 9, 'Offline final title');
    // The tick shows once its optimistic update has run (a click, then the checked state).
    const illustrations = open.getByRole('checkbox', { name: 'Illustrations' });
    await illustrations.click();
    await expect.poll(() => illustrations.isChecked()).toBe(true);

    await page.getByText(/\d changes not saved yet/).waitFor();
    await tile(page, 9).getByText('Unsaved').waitFor({ state: 'attached' });
    expect(await open.getByRole('textbox', { name: 'Title', exact: true }).inputValue()).toBe(
      'Offline final title',
    );

    const sent: string[] = [];
    onMockRequest(page, (request) => {
      if (request.method() !== 'GET' && request.url().includes('/api/boards/1/cards/9')) {
        sent.push(`${request.method()} ${request.postData() ?? ''}`);
      }
    });

    await context.setOffline(false);
    const online = Date.now();
    await setMockFaults(page, {});
    let card = await serverCard(page, 9);
    while (!(
      card.title === 'Offline final title' &&
      card.checklists.some((list) =>
        list.items.some((item) => item.title === 'Illustrations' && item.is_completed),
      )
    )) {
      if (Date.now() - online > 5000) break;
      await pause(100);
      card = await serverCard(page, 9);
    }
    const deliveredMs = Date.now() - online;
    console.info(
      `[resilience] offline writes reached the server ${deliveredMs} ms after reconnecting`,
    );
    expect(deliveredMs).toBeLessThan(5000);
    expect(card.title).toBe('Offline final title');

    // Sent in the order they were made (a retried request may repeat, never overtake).
    const order = sent.map((entry) =>
      entry.includes('Offline first title')
        ? 'first'
        : entry.includes('Offline final title')
          ? 'final'
          : 'tick',
    );
    const firstSeen = [...new Set(order)];
    expect(firstSeen).toEqual(['first', 'final', 'tick']);

    await tile(page, 9).getByText('Unsaved').waitFor({ state: 'detached' });
    await page.getByText(/You are offline/).waitFor({ state: 'detached' });
    await context.close();
  });

  it('retries a save that failed for a temporary reason: the change stays, marked unsaved, then is saved', async () => {
    const { context, page } = await openDemo(browser(), appUrl, { path: '/boards/1/cards/9' });
    const open = panel(page, 9);
    await open.getByRole('textbox', { name: 'Title', exact: true }).waitFor();
    await setMockFaults(page, {
      latency_ms: { min: 300, max: 300 },
      rules: [{ method: 'PATCH', path: '/cards/9', kind: 'server', times: 2 }],
    });
    const failures: number[] = [];
    onMockResponse(page, (response) => {
      if (response.request().method() === 'PATCH' && response.status() >= 500) {
        failures.push(response.status());
      }
    });
    await renameIn(page, 9, 'Saved after two 500s');
    await tile(page, 9).getByText('Unsaved').waitFor({ state: 'attached' });
    await tile(page, 9).getByText('Saved after two 500s').waitFor({ state: 'attached' });
    await tile(page, 9).getByText('Unsaved').waitFor({ state: 'detached', timeout: 10_000 });
    expect(failures).toEqual([500, 500]);
    expect((await serverCard(page, 9)).title).toBe('Saved after two 500s');
    await context.close();
  });

  it('asks to sign in again on a 401 during a write, then completes the write', async () => {
    const { context, page } = await openDemo(browser(), appUrl, { path: '/boards/1/cards/9' });
    const open = panel(page, 9);
    await open.getByRole('textbox', { name: 'Title', exact: true }).waitFor();
    await setMockFaults(page, { token_expired: true });

    await renameIn(page, 9, 'Written across a sign-in');
    const signIn = page.getByRole('dialog', { name: 'Sign in again' });
    await signIn.waitFor();
    await tile(page, 9).getByText('Unsaved').waitFor({ state: 'attached' });
    // The optimistic change stays while the session is expired.
    await tile(page, 9).getByText('Written across a sign-in').waitFor({ state: 'attached' });
    expect((await serverCard(page, 9).catch(() => null))?.title).not.toBe(
      'Written across a sign-in',
    );

    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await signIn.waitFor({ state: 'detached' });
    await tile(page, 9).getByText('Unsaved').waitFor({ state: 'detached', timeout: 10_000 });
    expect((await serverCard(page, 9)).title).toBe('Written across a sign-in');
    await context.close();
  });

  it('keeps a description draft across a reload, a failed save and a re-login', async () => {
    const { context, page } = await openDemo(browser(), appUrl, { path: '/boards/1/cards/9' });
    await panel(page, 9).getByRole('button', { name: 'Edit description' }).click();
    const editor = () => panel(page, 9).getByRole('textbox', { name: 'Description' });
    await editor().click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' Resilient draft words');

    // 1. A reload.
    await page.reload();
    await panel(page, 9).getByText('Restored your unsaved draft.').waitFor();
    await editor()
      .getByText(/Resilient draft words/)
      .waitFor();

    // 2. A failed save: the server is out of reach; the save waits, the draft stays, even
    // across another reload while the save was pending.
    await setMockFaults(page, { offline: true });
    await panel(page, 9).getByRole('button', { name: 'Save description' }).click();
    await panel(page, 9).getByRole('button', { name: 'Saving…' }).waitFor();
    await pause(1500);
    await editor()
      .getByText(/Resilient draft words/)
      .waitFor();
    // The demo's mock keeps its faults across the reload; the connection comes back after it
    // (the pending save, kept in the outbox, goes out then; the draft is still restored).
    await page.reload();
    await page.getByText(/You are offline/).waitFor();
    await setMockFaults(page, {});
    await panel(page, 9).getByText('Restored your unsaved draft.').waitFor();
    await editor()
      .getByText(/Resilient draft words/)
      .waitFor();
    // The kept save goes out once the connection is back, and the draft stays open. Step 3
    // starts after it: an expired token set while it is still on its way would meet it (the
    // sign-in dialog over a "Saving…" button) instead of the next save.
    await panel(page, 9).getByRole('button', { name: 'Save description' }).waitFor();

    // 3. A re-login: the save meets an expired token, the sign-in dialog opens over the
    // editor, and after signing in the same draft is saved.
    await setMockFaults(page, { token_expired: true });
    await panel(page, 9).getByRole('button', { name: 'Save description' }).click();
    const signIn = page.getByRole('dialog', { name: 'Sign in again' });
    await signIn.waitFor();
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await signIn.waitFor({ state: 'detached' });
    await panel(page, 9)
      .getByText(/Resilient draft words/)
      .waitFor();
    await panel(page, 9).getByRole('button', { name: 'Edit description' }).waitFor();
    expect((await serverCard(page, 9)).content).toContain('Resilient draft words');
    const drafts = await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith('project-board:draft:')),
    );
    expect(drafts).toEqual([]);
    await context.close();
  });

  it("the demo's Faults panel is off by default, opens with ?faults=1 and sets the mock's faults", async () => {
    const { context, page } = await openDemo(browser(), appUrl);
    // "Faults" is in the header's Demo menu.
    await page.getByRole('button', { name: /^Demo / }).click();
    await page.getByRole('menuitem', { name: 'Faults' }).waitFor();
    await page.keyboard.press('Escape');
    expect(await page.getByRole('complementary', { name: 'Faults (developer)' }).count()).toBe(0);

    await page.goto(`${appUrl}/boards/1?faults=1`);
    const faults = page.getByRole('complementary', { name: 'Faults (developer)' });
    await faults.waitFor();
    await faults.getByLabel('Server errors 500 (%)').fill('100');
    await faults.getByLabel('Latency up to (ms)').fill('50');
    await faults.getByRole('button', { name: 'Apply faults' }).click();
    await faults.getByText(/Faults applied/).waitFor();
    const settings = await page.evaluate(async () =>
      (await fetch('/api/__mock/faults', { headers: { 'X-Mock-Control': '1' } })).json(),
    );
    expect(settings).toMatchObject({ serverErrorRate: 1, latencyMs: { min: 0, max: 50 } });

    await faults.getByRole('button', { name: 'Clear faults' }).click();
    await faults.getByText(/No faults/).waitFor();
    const cleared = await page.evaluate(async () =>
      (await fetch('/api/__mock/faults', { headers: { 'X-Mock-Control': '1' } })).json(),
    );
    expect(cleared).toMatchObject({ serverErrorRate: 0, latencyMs: { min: 0, max: 0 } });
    await faults.getByRole('button', { name: 'Close' }).click();
    await faults.waitFor({ state: 'detached' });
    await context.close();
  });
});
