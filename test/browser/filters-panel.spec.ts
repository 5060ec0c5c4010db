import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { setupChromium } from './support/chromium';
import { cardLink, openDemo } from './support/demo';
import { PHONE } from './support/touch';

/**
 * Issue 36, Filters as a designed panel (docs/design.md): a close button, Clear and Done always
 * in view while the filters scroll, tags with their colours, people with their avatars; on a
 * phone a sheet from the bottom edge.
 */

/** The open Filters dialog's geometry: its box, Done's, and whether the body scrolls. */
async function filtersLayout(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Filters' });
  const done = dialog.getByRole('button', { name: 'Done' });
  await done.waitFor();
  const dialogBox = await dialog.boundingBox();
  const doneBox = await done.boundingBox();
  const viewport = page.viewportSize();
  if (!dialogBox || !doneBox || !viewport) throw new Error('no layout');
  return { dialog: dialogBox, done: doneBox, viewport };
}

describe('design: the filters panel', () => {
  const chromium = setupChromium();
  const appUrl = inject('appUrl');

  it('has a close button, Done in view, tag colours and avatars; axe clean', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl, {
      device: { viewport: { width: 1280, height: 800 } },
    });
    await cardLink(page, 1).waitFor();
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const { done, viewport } = await filtersLayout(page);
    expect(done.y + done.height).toBeLessThanOrEqual(viewport.height);
    const dialog = page.getByRole('dialog', { name: 'Filters' });

    // The tag's checkbox keeps its name; its label shows the tag's colour.
    const urgent = dialog.getByRole('checkbox', { name: 'Urgent' });
    expect(await urgent.count()).toBe(1);
    const dot = await urgent.evaluate((box) => {
      const mark = box.closest('label')?.querySelector('span[aria-hidden="true"]');
      return mark ? getComputedStyle(mark).backgroundColor : null;
    });
    expect(dot).toBe('rgb(239, 68, 68)'); // Urgent's #ef4444
    // A person's checkbox is named by the name alone; the avatar beside it is decorative.
    const eli = dialog.getByRole('checkbox', { name: 'Eli Editor', exact: true });
    expect(await eli.evaluate((box) => box.closest('label')?.textContent)).toBe('EEEli Editor');

    // Every filter's checkbox is a 24 px target around the 16 px box it draws (Checkbox.tsx).
    const targets = await dialog.getByRole('checkbox').evaluateAll((boxes) =>
      boxes.map((box) => {
        const { width, height } = box.getBoundingClientRect();
        const style = getComputedStyle(box);
        return { width, height, edge: style.borderTopWidth, appearance: style.appearance };
      }),
    );
    expect(targets.length).toBeGreaterThan(20);
    expect(new Set(targets.map((target) => JSON.stringify(target)))).toEqual(
      new Set([JSON.stringify({ width: 24, height: 24, edge: '4px', appearance: 'none' })]),
    );

    // Ticking a filter (at the target's corner, outside the drawn box) leaves Done where it
    // was; Close closes and the button counts it.
    await urgent.click({ position: { x: 1, y: 1 } });
    expect(await urgent.isChecked()).toBe(true);
    expect(await urgent.evaluate((box) => getComputedStyle(box).backgroundImage)).toMatch(/^url/);
    expect(await dialog.getByRole('button', { name: 'Done' }).boundingBox()).toEqual(done);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The search at the top narrows the list; Tab goes from it into what is left.
    const find = dialog.getByRole('searchbox', { name: 'Find a filter' });
    await find.fill('urg');
    await expect.poll(() => dialog.getByRole('checkbox').count()).toBe(1);
    await find.focus();
    await page.keyboard.press('Tab');
    expect(await urgent.evaluate((box) => box === document.activeElement)).toBe(true);
    await find.fill('');

    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Filters (1)', exact: true }).waitFor();
    await context.close();
  });

  it('is a sheet from the bottom edge on a phone, Done in view', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl, { device: PHONE });
    await cardLink(page, 1).waitFor();
    // On a phone Filters is in the board's options fold (docs/layouts.md).
    await page.getByRole('button', { name: 'Board options' }).tap();
    await page.getByRole('button', { name: 'Filters', exact: true }).tap();
    const { dialog, done, viewport } = await filtersLayout(page);
    expect(Math.round(dialog.y + dialog.height)).toBe(viewport.height);
    expect(Math.round(dialog.width)).toBe(viewport.width);
    expect(done.y + done.height).toBeLessThanOrEqual(viewport.height);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('dialog', { name: 'Filters' }).getByRole('button', { name: 'Done' }).tap();
    await page.getByRole('dialog', { name: 'Filters' }).waitFor({ state: 'detached' });
    await context.close();
  });
});
