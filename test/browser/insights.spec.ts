import type { Locator, Page } from 'playwright-core';
import { readFile } from 'node:fs/promises';
import { describe, expect, inject, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { setupChromium } from './support/chromium';
import { openDemo } from './support/demo';
import { PHONE } from './support/touch';

/** The throughput's table: this week is its last row, the count its last cell. */
async function thisWeeksThroughput(section: Locator): Promise<number> {
  const cell = section.locator('table tbody tr').last().locator('td').last();
  await cell.waitFor();
  return Number(await cell.textContent());
}

/** Moves a card through the API, as a teammate would (the mock serves the page's fetch). */
async function moveCard(page: Page, cardId: number, columnId: number): Promise<number> {
  return page.evaluate(
    async ([card, column]) => {
      const response = await fetch(`/api/boards/1/cards/${card}`, {
        method: 'PATCH',
        headers: { Authorization: 'Bearer demo-editor', 'Content-Type': 'application/json' },
        body: JSON.stringify({ column_id: column }),
      });
      return response.status;
    },
    [cardId, columnId] as const,
  );
}

/** Every chart drawn at one view-box unit per pixel, its axis text at least 10 px tall. */
async function expectChartsAtScreenScale(page: Page): Promise<void> {
  const charts = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('section[aria-labelledby] svg[role="group"]')].map((svg) => {
        const box = svg.getBoundingClientRect();
        const text = svg.querySelector('text')?.getBoundingClientRect().height ?? 0;
        const scale = box.width / (svg as SVGSVGElement).viewBox.baseVal.width;
        return Math.abs(scale - 1) < 0.02 && text >= 10;
      }),
    );
  // Four charts (the aging one is a list); each read again after a resize, so polled.
  await expect.poll(charts).toEqual([true, true, true, true]);
}

/** Downloads a chart's PNG; its size from the file's header, and what its pixels show. */
async function savedPng(page: Page, section: Locator, name: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: `Download PNG: ${name}` }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.png$/);
  const bytes = await readFile(await download.path());
  // The PNG signature, then the IHDR chunk: width and height, big-endian, at 16 and 20.
  expect([...bytes.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
  const size = { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  const pixels = await page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(image, 0, 0);
    const data = context.getImageData(0, 0, image.width, image.height).data;
    const css = getComputedStyle(document.documentElement);
    const hex = css.getPropertyValue('--color-chart-1').trim();
    const series = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
    let seriesPixels = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (series.every((v, c) => Math.abs((data[i + c] ?? 0) - v) <= 2)) seriesPixels += 1;
    }
    return { corner: [data[0], data[1], data[2]], seriesPixels };
  }, bytes.toString('base64'));
  const surface = await section.evaluate((node) => getComputedStyle(node).backgroundColor);
  return { size, pixels, surface };
}

async function chooseTheme(page: Page, label: 'Light' | 'Dark'): Promise<void> {
  await page.getByRole('button', { name: /^Theme: / }).click();
  await page.getByRole('menuitemradio', { name: label }).click();
  await page.getByRole('button', { name: `Theme: ${label}` }).waitFor();
}

describe('the insights view (demo board 1)', () => {
  const chromium = setupChromium();
  const appUrl = inject('appUrl');

  it(
    'counts a card moved to the last column in this week’s throughput; axe clean in light and dark',
    { tags: ['reads-today'] },
    async () => {
      const { context, page } = await openDemo(chromium.browser(), appUrl, {
        path: '/boards/1?view=insights&range=30d',
      });
      const throughput = page.getByRole('region', { name: 'Throughput', exact: true });
      await throughput.waitFor();
      expect(await page.getByRole('radio', { name: 'Insights' }).isChecked()).toBe(true);
      expect(await page.getByRole('button', { name: '30 days' }).getAttribute('aria-pressed')).toBe(
        'true',
      );
      expect(await seriousAxeViolations(page)).toEqual([]);

      await throughput.getByRole('button', { name: 'Table' }).click();
      const before = await thisWeeksThroughput(throughput);

      // Card 19 waits in Review; Done (column 5) is the board's last live column.
      expect(await moveCard(page, 19, 5)).toBe(200);
      await expect
        .poll(() => thisWeeksThroughput(throughput), { timeout: 10_000, interval: 100 })
        .toBe(before + 1);
      await expect
        .poll(() => throughput.getByText(/this week: \d+/).textContent(), { timeout: 5_000 })
        .toContain(`this week: ${before + 1}.`);

      // A chart's points are reached by keyboard, each with its values.
      const flow = page.getByRole('region', { name: 'Cumulative flow', exact: true });
      await flow.getByRole('group', { name: /arrow keys/ }).focus();
      await page.keyboard.press('End');
      await expect
        .poll(() => flow.locator('p[aria-live="polite"]').textContent())
        .toMatch(
          /^\d{4}-\d{2}-\d{2}: Backlog \d+, Planned \d+, In Progress \d+, Review \d+, Done \d+$/,
        );

      expect(await seriousAxeViolations(page)).toEqual([]);
      await chooseTheme(page, 'Dark');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await throughput.getByRole('button', { name: 'Table' }).click();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await context.close();
    },
  );

  it('saves a chart as a PNG drawn in the theme’s colours, light and dark', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl, {
      path: '/boards/1?view=insights&range=90d',
    });
    const throughput = page.getByRole('region', { name: 'Throughput', exact: true });
    const chart = throughput.getByRole('group', { name: /arrow keys/ });
    await chart.waitFor();
    const viewBox = await chart.evaluate((svg) => (svg as SVGSVGElement).viewBox.baseVal.width);
    for (const theme of ['Light', 'Dark'] as const) {
      await chooseTheme(page, theme);
      const { size, pixels, surface } = await savedPng(page, throughput, 'Throughput');
      // Twice the view box with 12 px around it and the 28 px title (one series: no legend).
      expect(size).toEqual({ width: (viewBox + 24) * 2, height: (28 + 220 + 24) * 2 });
      expect(`rgb(${pixels?.corner.join(', ')})`).toBe(surface);
      // The bars, in the theme's first chart colour (more than a few anti-aliased edges).
      expect(pixels?.seriesPixels).toBeGreaterThan(500);
    }
    // A table has no picture to save.
    await throughput.getByRole('button', { name: 'Table' }).click();
    expect(await throughput.getByRole('button', { name: /Download PNG/ }).count()).toBe(0);
    await context.close();
  });

  it('on a phone: opens from Board options, charts drawn at 390 and 360 px at the phone’s scale, nothing sideways; axe clean', async () => {
    const { context, page } = await openDemo(chromium.browser(), appUrl, {
      path: '/boards/1?range=90d',
      device: PHONE,
    });
    // The switch has no room for a fourth segment on a phone: Insights is in Board options.
    const options = page.getByRole('button', { name: 'Board options' });
    await options.tap();
    const insights = page.getByRole('button', { name: 'Insights', exact: true });
    expect(await insights.getAttribute('aria-pressed')).toBe('false');
    await insights.tap();
    const throughput = page.getByRole('region', { name: 'Throughput', exact: true });
    await throughput.waitFor();
    await page.waitForURL(/view=insights/);
    // The fold closes on the new address; opened again, it says which view is shown.
    await options.tap();
    expect(await insights.getAttribute('aria-pressed')).toBe('true');
    await options.tap();
    // Readable: each chart's view box as wide as it is drawn, so its axis text is 11 px, not
    // the 5 px a 640-unit drawing squeezed into 310 px gave.
    await expectChartsAtScreenScale(page);
    await page.getByRole('region', { name: 'Work in progress', exact: true }).waitFor();
    const widest = () =>
      page.evaluate(() =>
        Math.max(
          document.documentElement.scrollWidth,
          ...[...document.querySelectorAll('section[aria-labelledby]')].map(
            (section) => section.getBoundingClientRect().right,
          ),
        ),
      );
    expect(await widest()).toBeLessThanOrEqual(390);
    await throughput.getByRole('button', { name: 'Table' }).click();
    expect(await widest()).toBeLessThanOrEqual(390);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await throughput.getByRole('button', { name: 'Table' }).click();
    await page.setViewportSize({ width: 360, height: 780 });
    await expect.poll(widest).toBeLessThanOrEqual(360);
    await expectChartsAtScreenScale(page);
    await context.close();
  });
});
