import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { panel } from './support/card-panel';
import { demoApi } from './support/demo-api';
import { setupChromium } from './support/chromium';
import { cardLink, openDemo } from './support/demo';
import { waitForMockResponse } from './support/mock-traffic';

/** A Thursday morning for Maya's page, and so for the demo's seed (it keeps the page's time). */
const MORNING = new Date('2026-11-26T10:00:00Z');

/** Card #12 "Mentions in comments" has three seeded comments. */
const CARD = 12;

/** Opens another tab of the same demo (one mock for all tabs) signed in as `token`. */
async function openAs(page: Page, token: string, path: string): Promise<Page> {
  const other = await page.context().newPage();
  await other.addInitScript(
    (demoToken) =>
      sessionStorage.setItem(
        'project-board.connection',
        JSON.stringify({ kind: 'demo', token: demoToken }),
      ),
    token,
  );
  await other.goto(`${page.url().replace(/\/boards.*$/, '')}${path}`);
  return other;
}

function waitForCommentWrite(page: Page, method: string) {
  return waitForMockResponse(
    page,
    (response) =>
      /\/api\/boards\/\d+\/cards\/\d+\/comments(\/\d+)?$/.test(response.url()) &&
      response.request().method() === method,
  );
}

/** The unread count in the header's inbox link ("Inbox, 3 unread"), 0 for "Inbox". */
async function unreadInHeader(page: Page): Promise<number> {
  const name = await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^Inbox/ })
    .getAttribute('aria-label');
  return Number(/(\d+) unread/.exec(name ?? '')?.[1] ?? 0);
}

describe('comments on a card (demo board 1)', () => {
  const chromium = setupChromium();
  const appUrl = inject('appUrl');

  it('Eli mentions Maya; Maya sees the count, opens the notification and lands on the comment (clock fixed at 2026-11-26 10:00 UTC)', async () => {
    // At 10:00 the seed's card due "today" (in two hours) is outside the reminders' 1 h lead.
    // On the real clock it came within it from 23:00 and joined the header's count after the
    // test had taken its first count.
    const maya = await openDemo(chromium.browser(), appUrl, {
      beforeGoto: (page) => page.clock.setFixedTime(MORNING),
    });
    await cardLink(maya.page, CARD).waitFor();
    // The demo's seed took the page's time (to the message's few ms): "today" is two hours on.
    const seeded = (await demoApi(maya.page, 'GET', `/boards/1/cards/${CARD}`)) as {
      data?: { due_date: string | null };
      due_date?: string | null;
    };
    expect((seeded.data ?? seeded).due_date?.slice(0, 16)).toBe('2026-11-26T12:00');
    await expect.poll(() => unreadInHeader(maya.page)).toBeGreaterThan(0);
    const before = await unreadInHeader(maya.page);

    const eli = await openAs(maya.page, 'demo-editor', `/boards/1/cards/${CARD}`);
    const open = panel(eli, CARD);
    const composer = open.getByRole('textbox', { name: 'Write a comment' });
    await composer.click();
    await composer.pressSequentially('Over to you @Maya');
    // Picked by a click: Enter would pick whoever is first while the filtered list loads.
    await eli
      .getByRole('listbox', { name: 'People to mention' })
      .getByRole('option', { name: /Maya Manager/ })
      .click();
    await composer.pressSequentially(' please check the popup.');
    const posted = waitForCommentWrite(eli, 'POST');
    await eli.keyboard.press('Control+Enter');
    const response = await posted;
    expect(response.status()).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const comment = open.locator(`#comment-${id}`);
    await comment.getByText('please check the popup.').waitFor();
    await expect.poll(() => comment.getByText('Unsaved').count()).toBe(0);
    expect(await comment.locator('.mention, [class*="mention"]').first().textContent()).toBe(
      '@Maya Manager',
    );

    // Maya's header counts it (the live comment event reads her inbox again).
    await expect.poll(() => unreadInHeader(maya.page)).toBe(before + 1);
    await maya.page.getByRole('link', { name: /^Inbox, \d+ unread$/ }).click();
    const notifications = maya.page.getByRole('list', { name: 'Notifications' });
    const mention = notifications.getByRole('listitem').first();
    await mention.getByText(/Eli Editor/).waitFor();
    await mention.getByRole('link', { name: /^#12 / }).click();

    const landed = maya.page.locator(`#comment-${id}`);
    await landed.waitFor();
    await expect
      .poll(() => maya.page.evaluate(() => document.activeElement?.id ?? ''))
      .toBe(`comment-${id}`);
    expect(await landed.getAttribute('data-highlighted')).not.toBeNull();
    expect(new URL(maya.page.url()).search).toBe(`?comment=${id}`);
    // Following the notification marked it read.
    await expect.poll(() => unreadInHeader(maya.page)).toBe(before);
    expect(await seriousAxeViolations(maya.page)).toEqual([]);
    await maya.context.close();
  });

  it('the author edits and deletes their comment; a viewer reads without a composer', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl, {
      token: 'demo-editor',
      path: `/boards/1/cards/${CARD}`,
    });
    const open = panel(page, CARD);
    const thread = open.getByRole('list', { name: 'Comments' });
    const own = thread.getByRole('listitem').filter({ hasText: 'Parser is done.' });
    const actions = own.getByRole('button', { name: "Actions for Eli Editor's comment" });
    await actions.click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const field = own.getByRole('textbox', { name: 'Edit comment' });
    await field.waitFor();
    await expect.poll(() => field.evaluate((node) => node === document.activeElement)).toBe(true);
    await page.keyboard.type(' Checked in Safari too.');
    const saved = waitForCommentWrite(page, 'PATCH');
    await page.keyboard.press('Control+Enter');
    expect((await saved).status()).toBe(200);
    await own.getByText('edited', { exact: true }).waitFor();
    await own.getByText(/Checked in Safari too\./).waitFor();

    await actions.click();
    await page.getByRole('menuitem', { name: 'Delete…' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete your comment?' });
    const deleted = waitForCommentWrite(page, 'DELETE');
    await confirm.getByRole('button', { name: 'Delete comment' }).click();
    expect((await deleted).status()).toBe(204);
    await own.waitFor({ state: 'detached' });
    expect(await thread.getByRole('listitem').count()).toBe(2);
    // Focus was on the deleted comment's menu button: it moves to the thread's heading.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .toBe('Comments');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The segmented control: a click on a label's text, then the arrow keys.
    await open.getByRole('radio', { name: 'Activity' }).click();
    await open
      .getByRole('list', { name: 'Activity' })
      .getByText(/Eli Editor|Maya Manager/)
      .first()
      .waitFor();
    await page.keyboard.press('ArrowRight');
    await open.getByRole('list', { name: 'Comments and activity' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    const vic = await openAs(page, 'demo-viewer', `/boards/1/cards/${CARD}`);
    const readOnly = panel(vic, CARD);
    await readOnly.getByRole('list', { name: 'Comments' }).getByRole('listitem').first().waitFor();
    await readOnly.getByText(/posting needs interact permission/).waitFor();
    expect(await readOnly.getByRole('textbox', { name: 'Write a comment' }).count()).toBe(0);
    expect(await readOnly.getByRole('button', { name: /^Actions for / }).count()).toBe(0);
    await context.close();
  });

  it('a card with 1,000 comments paints its newest comments within 200 ms of opening', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl);
    await cardLink(page, CARD).waitFor();
    await page.evaluate(async (cardId) => {
      const post = (n: number) =>
        fetch(`/api/boards/1/cards/${cardId}/comments`, {
          method: 'POST',
          headers: { Authorization: 'Bearer demo-manager', 'Content-Type': 'application/json' },
          body: JSON.stringify({
            content: JSON.stringify({
              type: 'doc',
              content: [{ type: 'paragraph', content: [{ type: 'text', text: `Bulk ${n}` }] }],
            }),
          }),
        });
      // Fifty at a time: the demo's mock stores its whole database once per group of writes
      // that arrive together (group commit), so one at a time was 997 saves (~25 s in CI).
      for (let first = 1; first <= 997; first += 50) {
        const count = Math.min(50, 998 - first);
        await Promise.all(Array.from({ length: count }, (_, index) => post(first + index)));
      }
    }, CARD);
    const timings: number[] = [];
    // Each round from a fresh page, so nothing of the thread is cached; another card is opened
    // first, so the panel's and the editor's code are loaded, as a minute into a visit.
    for (let round = 0; round < 5; round += 1) {
      await page.reload();
      await cardLink(page, 1).click();
      await panel(page, 1).getByRole('textbox', { name: 'Write a comment' }).waitFor();
      await page.keyboard.press('Escape');
      await panel(page, 1).waitFor({ state: 'detached' });
      const painted = await page.evaluate(async (cardId) => {
        const link = document.querySelector<HTMLAnchorElement>(
          `a[href^="/boards/1/cards/${cardId}"]`,
        );
        if (!link) throw new Error('no tile link');
        return await new Promise<number>((resolve) => {
          const start = performance.now();
          const observer = new MutationObserver(() => {
            const first = document.querySelector('ol[aria-label="Comments"] > li');
            if (!first) return;
            observer.disconnect();
            requestAnimationFrame(() => resolve(performance.now() - start));
          });
          observer.observe(document.body, { childList: true, subtree: true });
          link.click();
        });
      }, CARD);
      timings.push(Math.round(painted));
      expect(await panel(page, CARD).locator('ol[aria-label="Comments"] > li').count()).toBe(30);
    }
    console.info(`1,000 comments, click to first comments painted: ${timings.join(', ')} ms`);
    const median = [...timings].sort((a, b) => a - b)[2] ?? Infinity;
    // The budget is 200 ms (met here: docs/cards.md); the check leaves room for a busy CI
    // machine. Paging itself is checked above: 30 comments in the page, not 1,000.
    expect(median).toBeLessThanOrEqual(500);

    // Typing in the composer under the 1,000-comment thread: each key from its keydown to the
    // frame that shows it (the budget is 50 ms a key).
    const composer = panel(page, CARD).getByRole('textbox', { name: 'Write a comment' });
    await composer.click();
    await page.evaluate(() => {
      const keys: number[] = [];
      (window as unknown as { __keys: number[] }).__keys = keys;
      document.addEventListener(
        'keydown',
        () => {
          const start = performance.now();
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => keys.push(performance.now() - start);
            channel.port2.postMessage(null);
          });
        },
        { capture: true },
      );
    });
    const typed = 'Typing stays quick here';
    await page.keyboard.type(typed, { delay: 60 });
    await composer.getByText(typed).waitFor();
    const perKey = await page.evaluate(() => (window as unknown as { __keys: number[] }).__keys);
    const sorted = [...perKey].sort((a, b) => a - b);
    const keyMedian = Math.round(sorted[Math.floor(sorted.length / 2)] ?? Infinity);
    const keyMax = Math.round(sorted.at(-1) ?? Infinity);
    console.info(
      `1,000 comments, a key in the composer to its frame: median ${keyMedian} ms, ` +
        `worst ${keyMax} ms over ${perKey.length} keys`,
    );
    expect(perKey).toHaveLength(typed.length);
    // The budget is 50 ms; the check leaves room for a busy CI machine, the figure is printed.
    expect(keyMedian).toBeLessThanOrEqual(100);
    await context.close();
  });
});
