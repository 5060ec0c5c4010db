// Draws the web app manifest's PNG icons from public/favicon.svg with the Chromium the browser
// tests use (`node scripts/make-icons.mjs`); the PNGs are committed, this runs only when the
// logo changes. The maskable icon keeps the logo inside the 80% safe zone on a full-bleed fill.
import { readFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';

const svg = await readFile(new URL('../public/favicon.svg', import.meta.url), 'utf8');
const glyph = svg
  .replace(/^<svg[^>]*>/, '')
  .replace(/<\/svg>$/, '')
  .replace(/<rect width="32"[^>]*\/>/, '');
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#3b82f6"/><g transform="translate(6.4 6.4) scale(0.6)">${glyph}</g></svg>`;
const icons = [
  { file: 'icon-192.png', size: 192, svg },
  { file: 'icon-512.png', size: 512, svg },
  { file: 'maskable-512.png', size: 512, svg: maskable },
  { file: 'apple-touch-icon-180.png', size: 180, svg: maskable },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const page = await browser.newPage();
for (const icon of icons) {
  await page.setViewportSize({ width: icon.size, height: icon.size });
  const sized = icon.svg.replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `);
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`,
  );
  await page
    .locator('svg')
    .first()
    .screenshot({
      path: new URL(`../public/icons/${icon.file}`, import.meta.url).pathname,
      omitBackground: true,
    });
}
await browser.close();
