import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { panel } from './support/card-panel';
import { setupChromium } from './support/chromium';
import { cardLink, openDemo } from './support/demo';

/**
 * Issue 46, relations (CONTRACT 4d), as a person meets them in the demo (board 1's seed: #17
 * blocks #18; #20 has three sub-cards, one done).
 */
const tileOf = (page: Page, number: number) =>
  page
    .locator('article')
    .filter({ has: page.getByRole('link', { name: new RegExp(`^#${number} `) }) });

describe('relations between cards (demo board 1)', () => {
  const chromium = setupChromium();
  const appUrl = inject('appUrl');

  it('marks a blocked card; finishing its blocker takes the mark away in this tab and in another', async () => {
    const maya = await openDemo(chromium.browser(), appUrl);
    const other = await maya.context.newPage();
    await other.goto(`${appUrl}/boards/1`);
    for (const page of [maya.page, other]) {
      await tileOf(page, 18)
        .getByText(/^Blocked by 1 open card/)
        .waitFor({ state: 'attached' });
      await tileOf(page, 20).getByText('Sub-cards done: 1 of 3').waitFor({ state: 'attached' });
    }
    expect(await seriousAxeViolations(maya.page)).toEqual([]);

    // The blocker is named once the pointer rests on the mark.
    const mark = tileOf(maya.page, 18).locator('[title^="Blocked by"]');
    await mark.hover();
    await expect
      .poll(() => mark.getAttribute('title'))
      .toBe('Blocked by 1 open card: #17 Attach drive files to cards');

    await cardLink(maya.page, 17).click();
    const open = panel(maya.page, 17);
    await open
      .getByRole('region', { name: 'Relations' })
      .getByRole('link', { name: /^#18 / })
      .waitFor();
    await open.getByRole('checkbox', { name: 'Completed' }).click();
    await tileOf(maya.page, 18)
      .getByText(/^Blocked by/)
      .waitFor({ state: 'detached' });
    // The other tab hears it on the event stream: no reload.
    await tileOf(other, 18)
      .getByText(/^Blocked by/)
      .waitFor({ state: 'detached' });
    await maya.context.close();
  });

  it('relates two cards from the card panel with the keyboard, and the board shows it', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl);
    await cardLink(page, 5).click();
    const section = panel(page, 5).getByRole('region', { name: 'Relations' });
    await section.getByText('No related cards.').waitFor();
    await section
      .getByRole('combobox', { name: 'This card' })
      .selectOption({ label: 'is blocked by' });
    const picker = section.getByRole('combobox', { name: 'Related card' });
    await picker.fill('#4');
    await section.getByRole('option', { name: '#4 Research offline mode' }).waitFor();
    await picker.press('Enter');
    await section.getByRole('link', { name: '#4 Research offline mode' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await tileOf(page, 5)
      .getByText(/^Blocked by 1 open card/)
      .waitFor({ state: 'attached' });
    // Kept by the mock: after a reload the mark is there.
    await page.reload();
    await tileOf(page, 5)
      .getByText(/^Blocked by 1 open card/)
      .waitFor({ state: 'attached' });
    await context.close();
  });
});
