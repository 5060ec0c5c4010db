import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { setupChromium } from './support/chromium';
import {
  cardLink,
  cardsSettled,
  column,
  dragWithMouse,
  numbersIn,
  openDemo,
  pressKeys,
  revealTile,
} from './support/demo';
import { onMockResponse } from './support/mock-traffic';

/** The list view's card numbers per group (its column's name), in the order of the rows. */
async function listGroups(page: Page): Promise<Record<string, string[]>> {
  return page.locator('tbody tr[data-index]').evaluateAll((rows) => {
    const groups: Record<string, string[]> = {};
    let current: string[] = [];
    const ordered = [...rows].sort(
      (a, b) => Number(a.getAttribute('data-index')) - Number(b.getAttribute('data-index')),
    );
    for (const row of ordered) {
      const link = row.querySelector('a');
      if (!row.hasAttribute('data-card-id')) {
        const name = row.querySelector('button')?.textContent?.trim() ?? '?';
        current = groups[name.replace(/[▾▸]/g, '').trim().split(/\s+\d/)[0] ?? name] = [];
      } else if (link) current.push(/^#(\d+)/.exec(link.textContent ?? '')?.[1] ?? '?');
    }
    return groups;
  });
}

/** Ticks card #`number`'s checkbox and waits for it to show ticked. */
async function select(page: Page, number: string): Promise<void> {
  await revealTile(page, Number(number));
  const box = page.getByRole('checkbox', { name: new RegExp(`^Select #${number} `) });
  await box.click();
  await expect.poll(() => box.isChecked()).toBe(true);
}

/** Counts the card saves (PATCH of a card) answered from now on. */
function countSaves(page: Page): () => number {
  let count = 0;
  onMockResponse(page, (response) => {
    if (
      response.request().method() === 'PATCH' &&
      /\/api\/boards\/\d+\/cards\/\d+$/.test(response.url()) &&
      response.status() === 200
    ) {
      count += 1;
    }
  });
  return () => count;
}

/** The number at `index` of a column's list (the demo seed has it). */
function nth(list: string[], index: number): string {
  const number = list[index];
  if (number === undefined) throw new Error(`no card at ${index} in [${list.join(', ')}]`);
  return number;
}

/** The run of `list` from `numbers[0]` as long as `numbers`, or null when it is not there. */
const together = (list: string[], numbers: string[]) => {
  const at = list.indexOf(numbers[0] ?? '?');
  return at < 0 ? null : list.slice(at, at + numbers.length);
};

/** The opacity of each selected card slot (`li`) or row (`tr`) but the one being dragged. */
function dimmedSelected(page: Page, slot: 'li' | 'tr'): Promise<string[]> {
  return page
    .locator(`${slot}[data-selected]:not([data-dragging])`)
    .evaluateAll((nodes) => nodes.map((node) => getComputedStyle(node).opacity));
}

describe('dragging and moving a selection of cards (demo board 1)', () => {
  const chromium = setupChromium();
  const appUrl = inject('appUrl');

  it('drags three selected cards with the mouse to another column, in their shown order; Ctrl+Z puts them all back', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl);
    await cardLink(column(page, 'Backlog'), 1).waitFor();
    const backlog = await numbersIn(page, 'Backlog');
    const review = await numbersIn(page, 'Review');
    const planned = await numbersIn(page, 'Planned');
    // Picked out of their shown order: Review's first, then Backlog's third and first.
    const [first, third, other] = [nth(backlog, 0), nth(backlog, 2), nth(review, 0)];
    for (const number of [other, third, first]) await select(page, number);
    expect(await page.locator('li[data-selected]').count()).toBe(3);
    expect(await seriousAxeViolations(page)).toEqual([]);

    const saves = countSaves(page);
    await cardsSettled(page);
    const card = await cardLink(column(page, 'Backlog'), Number(third)).boundingBox();
    const target = await cardLink(column(page, 'Planned'), Number(planned[1])).boundingBox();
    if (!card || !target) throw new Error('no layout');
    let badge: string | null = null;
    let waiting: string[] = [];
    await dragWithMouse(
      page,
      { x: card.x + card.width / 2, y: card.y + card.height / 2 },
      // Just above the middle of Planned's second card: before it.
      { x: target.x + target.width / 2, y: target.y + target.height / 2 - 6 },
      async () => {
        badge = await page.locator('[data-moving-count]').textContent();
        waiting = await dimmedSelected(page, 'li');
      },
    );
    expect(badge).toBe('3 cards');
    // The two selected cards not under the pointer wait, dimmed, until the drop.
    expect(waiting).toEqual(['0.45', '0.45']);
    await expect.poll(() => dimmedSelected(page, 'li')).not.toContain('0.45');
    const moved = [first, third, other];
    await expect
      .poll(() => numbersIn(page, 'Planned'))
      .toEqual([planned[0], ...moved, ...planned.slice(1)]);
    expect(await numbersIn(page, 'Backlog')).toEqual(backlog.filter((n) => !moved.includes(n)));
    expect(await numbersIn(page, 'Review')).toEqual(review.slice(1));
    await page
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'Moved 3 cards to Planned' })
      .waitFor();
    await expect.poll(saves).toBe(3);

    await page.keyboard.press('Control+z');
    await expect.poll(() => numbersIn(page, 'Planned')).toEqual(planned);
    await expect.poll(saves).toBe(6);
    await expect.poll(() => numbersIn(page, 'Backlog')).toEqual(backlog);
    expect(await numbersIn(page, 'Review')).toEqual(review);
    await page.reload();
    await cardLink(column(page, 'Backlog'), 1).waitFor();
    expect(await numbersIn(page, 'Backlog')).toEqual(backlog);
    expect(await numbersIn(page, 'Planned')).toEqual(planned);
    await context.close();
  });

  it('moves the whole selection with the keyboard drag of one of them, saying how many; Escape cancels', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl);
    await cardLink(column(page, 'Backlog'), 1).waitFor();
    const backlog = await numbersIn(page, 'Backlog');
    const planned = await numbersIn(page, 'Planned');
    const [a, b] = [nth(backlog, 1), nth(backlog, 3)];
    // Ctrl+click selects rather than opens.
    for (const number of [a, b]) {
      await cardLink(column(page, 'Backlog'), Number(number)).click({ modifiers: ['Control'] });
    }
    await expect.poll(() => page.locator('li[data-selected]').count()).toBe(2);
    expect(page.url()).not.toMatch(/\/cards\//);

    // What a drag of a selection says is in a chunk fetched once two cards are selected.
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance.getEntriesByType('resource').some((entry) => /lazy-moving/.test(entry.name)),
        ),
      )
      .toBe(true);
    const saves = countSaves(page);
    await revealTile(page, Number(b));
    await page.getByRole('button', { name: new RegExp(`^Move card #${b} `) }).focus();
    // Everything dnd-kit's live region says (a message can follow the one before at once).
    await page.evaluate(() => {
      const said: string[] = ((window as unknown as { said: string[] }).said = []);
      new MutationObserver(() => {
        const text = document.querySelector('[id^="DndLiveRegion"]')?.textContent ?? '';
        if (text && said.at(-1) !== text) said.push(text);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    const said = () => page.evaluate(() => (window as unknown as { said: string[] }).said);
    // Escape cancels the drag; the selection stays.
    await pressKeys(page, ['Space', 'ArrowRight', 'Escape']);
    await expect
      .poll(async () => (await said()).at(-1))
      .toBe('Moving 2 cards cancelled; they are where they were.');
    expect(await page.locator('li[data-selected]').count()).toBe(2);
    expect(await numbersIn(page, 'Backlog')).toEqual(backlog);

    await pressKeys(page, ['Space']);
    await expect
      .poll(async () => (await said()).at(-1))
      .toMatch(/^Picked up 2 cards\. 2 cards to column Backlog, before #/);
    await pressKeys(page, ['ArrowRight']);
    await expect
      .poll(async () => (await said()).at(-1))
      .toMatch(/^2 cards to (the end of )?column Planned/);
    await pressKeys(page, ['Space']);
    await expect.poll(async () => (await said()).at(-1)).toBe('Moved 2 cards to Planned.');
    await expect.poll(() => numbersIn(page, 'Planned')).toHaveLength(planned.length + 2);
    const after = await numbersIn(page, 'Planned');
    expect(together(after, [a, b])).toEqual([a, b]);
    expect(after.filter((n) => n !== a && n !== b)).toEqual(planned);
    expect(await numbersIn(page, 'Backlog')).toEqual(backlog.filter((n) => n !== a && n !== b));
    await expect.poll(saves).toBe(2);
    await context.close();
  });

  it('in the list view, dragging one selected row moves the selection into the group it is dropped in', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl, {
      path: '/boards/1?view=list',
    });
    await page.getByRole('checkbox', { name: /^Select #1 / }).waitFor();
    const before = await listGroups(page);
    const backlog = before['Backlog'] ?? [];
    const planned = before['Planned'] ?? [];
    const [first, third] = [nth(backlog, 0), nth(backlog, 2)];
    for (const number of [third, first]) await select(page, number);

    const saves = countSaves(page);
    await cardsSettled(page);
    const handle = await page
      .getByRole('button', { name: new RegExp(`^Move card #${third} [^…]*$`) })
      .boundingBox();
    const target = await page
      .locator('tbody tr')
      .filter({ has: page.getByRole('link', { name: new RegExp(`^#${nth(planned, 1)} `) }) })
      .boundingBox();
    if (!handle || !target) throw new Error('no layout');
    let badge: string | null = null;
    let waiting: string[] = [];
    await dragWithMouse(
      page,
      { x: handle.x + handle.width / 2, y: handle.y + handle.height / 2 },
      // Dragged down onto Planned's second row: after it.
      { x: handle.x + handle.width / 2, y: target.y + target.height / 2 },
      async () => {
        badge = await page.locator('[data-moving-count]').textContent();
        waiting = await dimmedSelected(page, 'tr');
      },
    );
    expect(badge).toBe('2 cards');
    expect(waiting).toEqual(['0.45']);
    await expect
      .poll(async () => (await listGroups(page))['Planned'])
      .toEqual([nth(planned, 0), nth(planned, 1), first, third, ...planned.slice(2)]);
    expect((await listGroups(page))['Backlog']).toEqual(
      backlog.filter((n) => n !== first && n !== third),
    );
    await expect.poll(saves).toBe(2);
    await context.close();
  });

  it('"Move to…" on a selected card moves the selection to the chosen position', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl);
    await cardLink(column(page, 'Backlog'), 1).waitFor();
    const backlog = await numbersIn(page, 'Backlog');
    const planned = await numbersIn(page, 'Planned');
    const done = await numbersIn(page, 'Done');
    const picked = [nth(planned, 0), nth(backlog, 4), nth(backlog, 0)];
    for (const number of picked) await select(page, number);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page
      .getByRole('button', { name: new RegExp(`^Actions for card #${backlog[4]} `) })
      .click();
    await page.getByRole('menuitem', { name: 'Move to…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move 3 cards' });
    await dialog.getByLabel('Column').selectOption({ label: 'Done' });
    // Positions count the cards that stay: Done's cards and one more, for the end.
    expect(await dialog.getByLabel('Position').locator('option').count()).toBe(done.length + 1);
    await dialog.getByLabel('Position').selectOption({ index: 1 });
    expect(await seriousAxeViolations(page)).toEqual([]);
    const saves = countSaves(page);
    await dialog.getByRole('button', { name: 'Move' }).click();
    // In the order they show: Backlog's (top to bottom), then Planned's.
    const moved = [nth(backlog, 0), nth(backlog, 4), nth(planned, 0)];
    await expect.poll(() => numbersIn(page, 'Done')).toEqual([done[0], ...moved, ...done.slice(1)]);
    await expect.poll(saves).toBe(3);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });
});
