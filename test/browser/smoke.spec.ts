import { mkdirSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { openPage, setupChromium } from './support/chromium';

describe('smoke: the production build on the embedded demo', () => {
  const chromium = setupChromium();
  const appUrl = inject('appUrl');

  it('opens on the demo data, shows board 1 with its columns and cards, and passes axe', async () => {
    const { context, page, errors } = await openPage(chromium.browser());
    await page.goto(`${appUrl}/`);

    const boardLink = page.getByRole('link', { name: /Product Roadmap/ });
    await boardLink.waitFor();
    await boardLink.click();

    await page.getByRole('heading', { level: 1, name: /Product Roadmap/ }).waitFor();
    const columns = page.getByRole('region', { name: /column$/i });
    await columns.first().waitFor();
    expect(await columns.count()).toBeGreaterThanOrEqual(3);
    const cards = page.getByRole('link', { name: /^#\d+ / });
    expect(await cards.count()).toBeGreaterThanOrEqual(10);

    const violations = await seriousAxeViolations(page);
    expect(violations).toEqual([]);

    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: 'test-results/smoke-board.png', fullPage: false });
    expect(errors.page).toEqual([]);
    await context.close();
  });
});
