import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPage, setupChromium } from './support/chromium';
import { connectToServer, startHostileServer, type HostileServer } from './support/hostile-server';

/**
 * Malformed and extreme data keeps the layout intact: a 100,000-character unbroken title,
 * column, tag, member and board names of thousands of characters, right-to-left text, bidi
 * controls and emoji, an unknown status and relations to tags and people that do not exist.
 * Columns and the card panel stay within the viewport, the page never scrolls sideways, and
 * names are isolated (`dir="auto"` or `<bdi>`) so right-to-left text cannot reorder what is
 * around it.
 */
const WIDTH = 1440;
const HUGE = 'W'.repeat(100_000);
const LONG = 'M'.repeat(5_000);
const RTL = 'שלום עולם مرحبا بالعالم';
const BIDI = '\u202Eevil\u202C \u2066isolated\u2069 \u200F';
const EMOJI = '👩🏽‍💻🏳️‍🌈🧑‍🤝‍🧑'.repeat(40);

/** The hostile server also sends what the mock would refuse: unknown values, broken relations. */
function malformed(path: string, json: unknown): unknown {
  if (typeof json !== 'object' || json === null) return json;
  if (path === '/boards/1/cards/2') return { ...json, status: 'FROZEN' };
  if (path !== '/boards/1') return json;
  const board = json as { cards?: Record<string, unknown>[] };
  return {
    ...board,
    cards: (board.cards ?? []).map((card) =>
      card.id === 2
        ? { ...card, status: 'FROZEN', tags_ids: ['9999', '1'], assignees_ids: ['9999', null] }
        : card,
    ),
  };
}

async function seed(server: HostileServer) {
  const db = server.mock.service.db;
  const card = db.cards.find((item) => item.id === 1);
  const second = db.cards.find((item) => item.id === 3);
  const column = db.columns.find((item) => item.id === card?.column_id);
  const board = db.boards.find((item) => item.id === 1);
  const tag = db.tags.find((item) => item.board_id === 1);
  if (!card || !second || !column || !board || !tag) throw new Error('unexpected seed');
  card.title = HUGE;
  second.title = `${RTL} ${BIDI} ${EMOJI}`;
  column.name = `${LONG}${RTL}`;
  board.name = `${RTL}${LONG}`;
  tag.name = `${LONG}${EMOJI}`;
  db.users.forEach((user, index) => {
    if (index % 2 === 0) user.name = `${RTL} ${LONG}`;
    else user.name = `${BIDI}${EMOJI}`;
  });
  const tagged = db.cardTags.some((link) => link.card_id === 1 && link.tag_id === tag.id);
  if (!tagged) db.cardTags.push({ card_id: 1, tag_id: tag.id } as (typeof db.cardTags)[number]);
  // Maya is mentioned by Eli on the huge card: the inbox shows the long names too.
  await server.call('demo-editor', 'PATCH', '/boards/1/cards/1', {
    content: JSON.stringify({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            // Content is capped at 100,000 characters (CONTRACT 4b): near the cap, not over.
            { type: 'text', text: `${HUGE.slice(0, 90_000)} ${RTL}` },
            { type: 'mention', attrs: { id: '1', label: LONG } },
          ],
        },
      ],
    }),
  });
  return { columnName: column.name };
}

async function pageScrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      document.documentElement.scrollWidth > document.documentElement.clientWidth + 1 ||
      document.body.scrollWidth > document.documentElement.clientWidth + 1,
  );
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not visible');
  return found;
}

/** Texts containing `needle` that are not isolated by an element with dir="auto" or a <bdi>. */
async function unisolated(page: Page, needle: string): Promise<string[]> {
  return page.evaluate((text) => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const found: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.includes(text)) continue;
      const parent = node.parentElement;
      if (!parent || parent.closest('[contenteditable="true"]')) continue;
      const isolated = (element: Element | null): boolean => {
        for (let at = element; at; at = at.parentElement) {
          if (at.matches('bdi, [dir="auto"]')) return true;
          if (['isolate', 'plaintext'].includes(getComputedStyle(at).unicodeBidi)) return true;
        }
        return false;
      };
      if (!isolated(parent)) {
        found.push(`${parent.tagName.toLowerCase()}.${parent.className}`);
      }
    }
    return found;
  }, needle);
}

describe('extreme names and malformed data keep the layout intact', () => {
  const chromium = setupChromium();
  const appUrl = inject('appUrl');
  let server: HostileServer;
  let columnName: string;

  beforeAll(async () => {
    server = await startHostileServer(malformed);
    ({ columnName } = await seed(server));
  });

  afterAll(async () => {
    await server.close();
  });

  async function open(path: string) {
    const { context, page, errors } = await openPage(chromium.browser());
    await connectToServer(context, server.apiUrl, 'demo-manager');
    await page.goto(`${appUrl}${path}`);
    return { context, page, errors };
  }

  it('the kanban board: the column with a 100,000-character title is as wide as the others', async () => {
    const { context, page, errors } = await open('/boards/1');
    const huge = page.getByRole('link', { name: /^#1 W+/ });
    await huge.waitFor();
    const columns = page.getByRole('region', { name: / column$/ });
    const hugeColumn = columns.filter({ has: huge });
    const other = columns.filter({ hasNot: huge }).first();
    const [wide, normal] = [await box(hugeColumn), await box(other)];
    expect(wide.width).toBeLessThanOrEqual(normal.width + 1);
    expect(wide.width).toBeLessThan(WIDTH / 2);
    expect(await box(huge).then((found) => found.width)).toBeLessThanOrEqual(wide.width);
    expect(await pageScrollsSideways(page)).toBe(false);
    // Unknown status and relations to nothing: the card still shows.
    await page.getByRole('link', { name: /^#2 / }).waitFor();
    expect(await unisolated(page, RTL)).toEqual([]);
    expect(await unisolated(page, 'evil')).toEqual([]);
    expect(errors.page).toEqual([]);
    await context.close();
  });

  it('the list view does not scroll the page sideways', async () => {
    const { context, page } = await open('/boards/1?view=list');
    await page
      .getByRole('link', { name: /^#\d+ / })
      .first()
      .waitFor();
    expect(await pageScrollsSideways(page)).toBe(false);
    // The table may scroll sideways in its own box (many field columns), but the names do
    // not widen it: the title column keeps its width.
    const table = page.getByRole('table').first();
    expect((await box(table)).width).toBeLessThan(4 * WIDTH);
    const title = table.getByRole('columnheader', { name: /Title/ });
    expect((await box(title)).width).toBeLessThanOrEqual(340);
    expect(await unisolated(page, RTL)).toEqual([]);
    await context.close();
  });

  it('the card panel stays within the viewport with every long name in it', async () => {
    const { context, page } = await open('/boards/1/cards/1');
    const panel = page.getByRole('dialog');
    await panel
      .getByText(/^W{50}/)
      .first()
      .waitFor();
    const found = await box(panel);
    expect(found.x).toBeGreaterThanOrEqual(0);
    expect(found.x + found.width).toBeLessThanOrEqual(WIDTH);
    const overflowing = await panel.evaluate((element) =>
      Array.from(element.querySelectorAll('*'))
        // Options are drawn by the native popup, not in the panel.
        .filter((child) => child.tagName !== 'OPTION')
        .filter((child) => child.getBoundingClientRect().right > window.innerWidth + 1)
        .map(
          (child) =>
            `${child.tagName.toLowerCase()}.${child.className} ${child.textContent?.slice(0, 40) ?? ''}`,
        )
        .slice(0, 5),
    );
    expect(overflowing).toEqual([]);
    expect(await pageScrollsSideways(page)).toBe(false);
    expect(await unisolated(page, RTL)).toEqual([]);
    await context.close();
  });

  it('an unknown status reads as unknown in the panel', async () => {
    const { context, page } = await open('/boards/1/cards/2');
    const status = page.getByRole('dialog').getByRole('combobox', { name: 'Status' });
    await status.waitFor();
    expect(await status.evaluate((select: HTMLSelectElement) => select.value)).toBe('FROZEN');
    expect(
      await status.evaluate(
        (select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? '',
      ),
    ).toBe('Unknown (FROZEN)');
    await context.close();
  });

  it('settings, inbox, board list and quick switcher stay within the viewport', async () => {
    const { context, page } = await open('/boards/1/settings');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page
      .getByText(/^M{50}/)
      .first()
      .waitFor();
    expect(await pageScrollsSideways(page)).toBe(false);
    expect(await unisolated(page, RTL)).toEqual([]);

    await page.goto(`${appUrl}/inbox`);
    await page.getByRole('main').getByRole('listitem').first().waitFor();
    expect(await pageScrollsSideways(page)).toBe(false);
    expect(await unisolated(page, RTL)).toEqual([]);

    await page.goto(`${appUrl}/`);
    await page.getByText(RTL).first().waitFor();
    expect(await pageScrollsSideways(page)).toBe(false);
    expect(await unisolated(page, RTL)).toEqual([]);

    await page.goto(`${appUrl}/boards/1`);
    await page.getByRole('link', { name: /^#1 W+/ }).waitFor();
    await page.keyboard.press('Control+k');
    const switcher = page.getByRole('dialog', { name: 'Quick switcher' });
    await switcher.waitFor();
    await switcher.getByText(RTL).first().waitFor();
    const found = await box(switcher);
    expect(found.x + found.width).toBeLessThanOrEqual(WIDTH);
    expect(await unisolated(page, RTL)).toEqual([]);
    expect(await pageScrollsSideways(page)).toBe(false);
    expect(columnName.length).toBeGreaterThan(5_000);
    await context.close();
  });
});
