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

    // Ticking a filter leaves Done where it was; Close closes and the button counts it.
    await urgent.check();
    expect(await urgent.isChecked()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Done' }).boundingBox()).toEqual(done);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Filters (1)', exact: true }).waitFor();
    await context.close();
  });

  it('is a sheet from the bottom edge on a phone, Done in view', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl, { device: PHONE });
    await cardLink(page, 1).waitFor();
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
