import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { setupChromium } from './support/chromium';
import { cardLink, openDemo } from './support/demo';
import { PHONE } from './support/touch';

/**
 * Issue 36, the board's toolbar as one family (docs/design.md): one control height, one row
 * under the board's name at 1280 and 1440 px, a search box that stays put between views, and one
 * segmented control (a radio group) for the view switch and the calendar's span.
 */

const CONTROL_HEIGHT = 32;

/** The toolbar's controls by name, each with its box. */
async function toolbarBoxes(page: Page) {
  const main = page.getByRole('main');
  const controls = {
    search: main.getByRole('searchbox', { name: 'Search cards' }),
    filters: main.getByRole('button', { name: 'Filters', exact: true }),
    stale: main.getByRole('button', { name: 'Stale', exact: true }),
    shortcuts: main.getByRole('button', { name: 'Keyboard shortcuts', exact: true }),
    undo: main.getByRole('button', { name: 'Undo', exact: true }),
    redo: main.getByRole('button', { name: 'Redo', exact: true }),
    lanes: main.getByRole('combobox', { name: 'Lanes' }),
    selectColumns: main.getByRole('button', { name: 'Select columns', exact: true }),
    settings: main.getByRole('link', { name: 'Board settings', exact: true }),
  };
  const boxes: Record<string, { top: number; bottom: number; height: number; left: number }> = {};
  for (const [name, control] of Object.entries(controls)) {
    // Undo and Redo are swapped for their loaded buttons after the first paint: a control met
    // in between has no box, so its box is read again until it has one (the test's timeout).
    let box = null;
    while (!box) {
      await control.waitFor();
      box = await control.boundingBox();
    }
    boxes[name] = { top: box.y, bottom: box.y + box.height, height: box.height, left: box.x };
  }
  return boxes;
}

/**
 * Card #12's badges (the demo's most: due, idle, checklist, comments, files, an avatar): the
 * middle of each box and whether one is cut short (shrunk below its content).
 */
async function cardBadges(page: Page, number = 12) {
  return cardLink(page, number).evaluate((link) => {
    const row = link.closest('article')?.querySelector('h3 + div');
    return [...(row?.children ?? [])].map((badge) => {
      const box = badge.getBoundingClientRect();
      return {
        middle: Math.round(box.top + box.height / 2),
        cut: badge.scrollWidth > badge.clientWidth,
      };
    });
  });
}

/** One row: every badge's middle within a pixel of the first's, none cut short. */
function oneRowOfBadges(badges: { middle: number; cut: boolean }[]) {
  const first = badges[0]?.middle ?? 0;
  return badges.every((badge) => Math.abs(badge.middle - first) <= 1 && !badge.cut);
}

describe('design: the board toolbar', () => {
  const chromium = setupChromium();
  const appUrl = inject('appUrl');

  for (const width of [1280, 1440]) {
    it(`is one row of ${CONTROL_HEIGHT} px controls at ${width} px`, async () => {
      const { context, page } = await openDemo(chromium.browser(), appUrl, {
        device: { viewport: { width, height: 800 } },
      });
      await cardLink(page, 1).waitFor();
      await page.getByRole('group', { name: 'History' }).waitFor();
      const boxes = await toolbarBoxes(page);
      const heights = Object.fromEntries(
        Object.entries(boxes).map(([name, box]) => [name, Math.round(box.height)]),
      );
      expect(heights).toEqual(Object.fromEntries(Object.keys(boxes).map((n) => [n, 32])));
      const all = Object.values(boxes);
      const oneRow =
        Math.max(...all.map((box) => box.top)) < Math.min(...all.map((box) => box.bottom));
      expect(oneRow, JSON.stringify(boxes)).toBe(true);
      const view = page.getByRole('radiogroup', { name: 'View' });
      expect(Math.round((await view.boundingBox())?.height ?? 0)).toBe(CONTROL_HEIGHT);
      // Lanes is the native select drawn as a control of the family: the family's radius and
      // edge, the chevron; Show archived a 24 px checkbox target in the same row.
      const lanes = await page.getByRole('combobox', { name: 'Lanes' }).evaluate((select) => {
        const style = getComputedStyle(select);
        return [style.appearance, style.borderRadius, style.backgroundImage.slice(0, 3)];
      });
      expect(lanes).toEqual(['none', '6px', 'url']);
      const archived = await page.getByRole('checkbox', { name: 'Show archived' }).boundingBox();
      expect(archived && [archived.width, archived.height]).toEqual([24, 24]);
      expect(archived && archived.y + 12).toBeCloseTo((boxes['search']?.top ?? 0) + 16, 0);
      // Card #12 carries the demo's most badges, on one row, none cut short.
      const badges = await cardBadges(page);
      expect(badges.length).toBeGreaterThanOrEqual(6);
      expect(oneRowOfBadges(badges), JSON.stringify(badges)).toBe(true);
      // Board settings is a control of the family, not an underlined link.
      expect(
        await page
          .getByRole('link', { name: 'Board settings' })
          .evaluate((link) => getComputedStyle(link).textDecorationLine),
      ).toBe('none');
      await context.close();
    });
  }

  for (const width of [1280, 1440]) {
    it(`is one row in German at ${width} px, and card #12's badges too`, async () => {
      const { context, page } = await openDemo(chromium.browser(), appUrl, {
        device: { viewport: { width, height: 800 } },
        beforeGoto: async (opened) => {
          await opened.addInitScript(() => localStorage.setItem('project-board.locale', 'de'));
        },
      });
      await cardLink(page, 1).waitFor();
      await page.getByRole('group', { name: 'Verlauf' }).waitFor();
      await page.getByRole('link', { name: 'Einstellungen', exact: true }).waitFor();
      // Every control the toolbar shows, by its text or name, with its box.
      const controls = await page.locator('main [data-slot="search"]').evaluate((slot) =>
        [...(slot.parentElement?.querySelectorAll('input, button, select, a') ?? [])]
          .filter((control) => control.getClientRects().length > 0)
          .map((control) => {
            const box = control.getBoundingClientRect();
            const name = control.getAttribute('aria-label') ?? control.textContent ?? '';
            return { name: name.trim(), top: box.top, bottom: box.bottom };
          }),
      );
      expect(controls.map((control) => control.name)).toEqual(
        expect.arrayContaining(['Liegengeblieben', 'Rückgängig', 'Wiederholen', 'Einstellungen']),
      );
      const oneRow =
        Math.max(...controls.map((control) => control.top)) <
        Math.min(...controls.map((control) => control.bottom));
      expect(oneRow, JSON.stringify(controls)).toBe(true);
      const badges = await cardBadges(page);
      expect(oneRowOfBadges(badges), JSON.stringify(badges)).toBe(true);
      await context.close();
    });
  }

  it('gives way to the system colours: native checkboxes and selects under forced colours', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl, {
      device: { viewport: { width: 1280, height: 800 }, forcedColors: 'active' },
    });
    await cardLink(page, 1).waitFor();
    const main = page.getByRole('main');
    const looks = await Promise.all(
      [main.getByRole('combobox', { name: 'Lanes' }), main.getByRole('checkbox').first()].map(
        (control) =>
          control.evaluate((element) => {
            const style = getComputedStyle(element);
            return [style.appearance, style.backgroundImage];
          }),
      ),
    );
    expect(looks).toEqual([
      ['auto', 'none'],
      ['auto', 'none'],
    ]);
    // The CSS-drawn icons (the idle hourglass, Undo's arrow) take the system's colours.
    const icons = await page.evaluate(() => {
      const idle = document.querySelector('[title^="No change for"]');
      const undo = document.querySelector('[role="group"][aria-label="History"] button');
      return [idle, undo].map((element) =>
        element ? getComputedStyle(element, '::before').backgroundColor : null,
      );
    });
    const systemText = await page.evaluate(() => getComputedStyle(document.body).color);
    expect(icons[0]).toBe(systemText);
    expect(icons[1]).toMatch(/^rgb\(/); // GrayText or ButtonText, opaque
    await context.close();
  });

  it('keeps the search box in place across views, switched with the arrow keys', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl, {
      device: { viewport: { width: 1440, height: 800 } },
    });
    await cardLink(page, 1).waitFor();
    const search = page.getByRole('searchbox', { name: 'Search cards' });
    const place = async () => {
      const box = await search.boundingBox();
      return box && { x: Math.round(box.x), y: Math.round(box.y) };
    };
    const inKanban = await place();

    const kanban = page.getByRole('radio', { name: 'Kanban' });
    expect(await kanban.isChecked()).toBe(true);
    await kanban.focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(/view=list/);
    await page.getByRole('table', { name: /^Cards of / }).waitFor();
    const list = page.getByRole('radio', { name: 'List' });
    expect(await list.isChecked()).toBe(true);
    expect(await list.evaluate((radio) => radio === document.activeElement)).toBe(true);
    expect(await place()).toEqual(inKanban);

    await page.keyboard.press('ArrowRight');
    await page.waitForURL(/view=calendar/);
    const span = page.getByRole('radiogroup', { name: 'Calendar span' });
    await span.waitFor();
    expect(await place()).toEqual(inKanban);
    // The calendar's Month/Week is the same control, at the same height.
    expect(Math.round((await span.boundingBox())?.height ?? 0)).toBe(CONTROL_HEIGHT);
    await span.getByRole('radio', { name: 'Week' }).click();
    expect(await span.getByRole('radio', { name: 'Week' }).isChecked()).toBe(true);
    await context.close();
  });

  it('on a phone: the view switch beside the search, the rest one tap away, the first card within 200 px, 44 px targets, Escape closes', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl, { device: PHONE });
    await cardLink(page, 1).waitFor();
    const box = async (locator: ReturnType<Page['locator']>) => {
      const found = await locator.boundingBox();
      if (!found) throw new Error('no layout');
      return found;
    };
    const search = await box(page.getByRole('searchbox', { name: 'Search cards' }));
    const views = await box(page.getByRole('radiogroup', { name: 'View' }));
    // One row: each crosses the other's middle.
    expect(views.y).toBeLessThan(search.y + search.height / 2);
    expect(views.y + views.height).toBeGreaterThan(search.y + search.height / 2);
    const firstCard = await cardLink(page, 1)
      .locator('xpath=ancestor::article')
      .evaluate((tile) => tile.getBoundingClientRect().top);
    console.info(`[toolbar] phone 390x844: first card at ${Math.round(firstCard)} px`);
    // 380 px when the issue was written, 310 before this fold (docs/layouts.md).
    expect(firstCard).toBeLessThanOrEqual(200);

    // A finger's controls are 44 px targets: the header's, the card's and the column pager's.
    const options = page.getByRole('button', { name: 'Board options' });
    const slot = page.locator('li[data-card-id]').first();
    const targets = [
      page.getByRole('button', { name: 'Menu' }),
      options,
      page.getByRole('radio', { name: 'Kanban' }),
      page.getByRole('searchbox', { name: 'Search cards' }),
      slot.getByRole('checkbox'),
      slot.getByRole('button', { name: /^Move card #/ }),
      slot.getByRole('button', { name: /^Actions for card #/ }),
      page.getByRole('button', { name: 'Next column' }),
    ];
    for (const target of targets) {
      const { height } = await box(target);
      expect(Math.round(height), String(target)).toBeGreaterThanOrEqual(44);
    }
    for (const target of [options, ...targets.slice(4)]) {
      expect(Math.round((await box(target)).width), String(target)).toBeGreaterThanOrEqual(44);
    }

    // Filters, Stale, ?, Undo and Redo are behind Board options; Escape on the button closes it.
    expect(await page.getByRole('button', { name: 'Stale', exact: true }).isVisible()).toBe(false);
    await options.tap();
    for (const name of ['Filters', 'Stale', 'Keyboard shortcuts', 'Undo', 'Redo']) {
      await page.getByRole('button', { name, exact: true }).waitFor();
    }
    expect(await options.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    expect(await options.getAttribute('aria-expanded')).toBe('false');
    expect(await options.evaluate((node) => node === document.activeElement)).toBe(true);

    // The app's Menu too, with focus on its button after the tap.
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.tap();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });
});
