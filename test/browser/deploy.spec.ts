import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startMockServer, type MockServer } from '../../src/mock/node/server';
import { seriousAxeViolations } from './support/axe';
import { openPage, setupChromium } from './support/chromium';
import { connectToServer, signOutOfServer } from './support/connect';

/**
 * Issue "Deployed for a real team": the app against the mock as an HTTP server (`npm run api`),
 * with CORS restricted to the app's origins. Connecting, reloading, staying signed in and signing
 * out; and a deployment whose config.json names the server, with the demo off.
 */
const TOKEN = 'demo-manager';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

const signInHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Sign in' });
const boardHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: /Product Roadmap/ });

describe('a team server: connect, reload, stay signed in, sign out', () => {
  const chromium = setupChromium();
  const appUrl = inject('appUrl');
  let mock: MockServer;

  beforeAll(async () => {
    mock = await startMockServer({ port: 0, corsOrigins: [appUrl] });
  });
  afterAll(() => mock.close());

  const connect = (page: Page, { stayForTab }: { stayForTab: boolean }) =>
    connectToServer(page, { appUrl, apiUrl: `${mock.url}/api`, token: TOKEN, stayForTab });

  it('names the server and the user; a reload asks to sign in again there, showing no data', async () => {
    const { context, page } = await openPage(chromium.browser());
    await connect(page, { stayForTab: false });
    const header = page.getByRole('banner');
    expect(await header.getByText('Server', { exact: true }).isVisible()).toBe(true);
    expect(await header.getByText('Demo', { exact: true }).count()).toBe(0);
    // One row (issue 36): the host, Connection and Sign out are in the server's menu.
    expect(Math.round((await header.boundingBox())?.height ?? 0)).toBe(48);
    await header.getByRole('button', { name: /^Server Signed in as Maya Manager/ }).click();
    const menu = page.getByRole('menu');
    expect(await menu.getByText(new URL(mock.url).host).isVisible()).toBe(true);
    await menu.getByRole('menuitem', { name: 'Sign out' }).waitFor();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });

    await page.reload();
    await signInHeading(page).waitFor();
    expect(page.url()).toBe(`${appUrl}/boards/1`);
    expect(await page.getByRole('status').textContent()).toContain(
      `You were signed in to ${new URL(mock.url).host}`,
    );
    // Nothing of any board, and nothing of the demo, is shown before signing in.
    expect(await page.getByText('Product Roadmap').count()).toBe(0);
    expect(await page.getByText('Maya Manager').count()).toBe(0);
    expect(await page.getByRole('banner').getByText('Demo', { exact: true }).count()).toBe(0);
    expect(await page.getByLabel('API base URL').inputValue()).toBe(`${mock.url}/api`);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByLabel('Access token').fill(TOKEN);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await boardHeading(page).waitFor();
    expect(page.url()).toBe(`${appUrl}/boards/1`);
    await page.getByText('Signed in as Maya Manager').waitFor();

    // A new tab of the same deployment asks as well.
    const second = await context.newPage();
    await second.goto(`${appUrl}/`);
    await signInHeading(second).waitFor();
    await context.close();
  });

  it('"Stay signed in for this tab" survives a reload; signing out returns to the sign-in', async () => {
    const { context, page } = await openPage(chromium.browser());
    await connect(page, { stayForTab: true });
    await page.reload();
    await boardHeading(page).waitFor();
    await page.getByText('Signed in as Maya Manager').waitFor();

    await signOutOfServer(page);
    await signInHeading(page).waitFor();
    expect(await page.getByText('Product Roadmap').count()).toBe(0);
    expect(await page.evaluate(() => sessionStorage.getItem('project-board.connection'))).toBe(
      null,
    );
    await page.reload();
    await signInHeading(page).waitFor();
    await context.close();
  });

  it('enters the demo only when chosen', async () => {
    const { context, page } = await openPage(chromium.browser());
    await connect(page, { stayForTab: false });
    await page.reload();
    await signInHeading(page).waitFor();
    await page.getByRole('button', { name: 'Use the demo' }).click();
    await page.getByRole('banner').getByText('Demo', { exact: true }).waitFor();
    await context.close();
  });
});

describe('a deployment pointed at its service (config.json), demo off', () => {
  const chromium = setupChromium();
  const distDir = process.env['DIST_DIR'] ?? 'dist';
  let deployDir: string;
  let site: PreviewServer;
  let siteUrl: string;
  let mock: MockServer;

  beforeAll(async () => {
    const port = await freePort();
    siteUrl = `http://127.0.0.1:${port}`;
    mock = await startMockServer({ port: 0, corsOrigins: [siteUrl] });
    deployDir = mkdtempSync(join(tmpdir(), 'project-board-deploy-'));
    cpSync(distDir, deployDir, { recursive: true });
    writeFileSync(
      join(deployDir, 'config.json'),
      JSON.stringify({ apiBaseUrl: `${mock.url}/api`, demo: false }),
    );
    site = await preview({
      build: { outDir: deployDir },
      preview: { port, host: '127.0.0.1', strictPort: true },
      logLevel: 'silent',
    });
  });

  afterAll(async () => {
    await site.close();
    await mock.close();
    rmSync(deployDir, { recursive: true, force: true });
  });

  it('opens straight at the sign-in for that server, offers no demo, then shows its boards', async () => {
    const { context, page } = await openPage(chromium.browser());
    await page.goto(`${siteUrl}/boards/1`);
    await signInHeading(page).waitFor();
    await page
      .getByRole('heading', { level: 2, name: `Sign in to ${new URL(mock.url).host}` })
      .waitFor();
    expect(await page.getByRole('button', { name: 'Use the demo' }).count()).toBe(0);
    expect(await page.getByLabel('API base URL').count()).toBe(0);

    await page.getByLabel('Access token').fill(TOKEN);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await boardHeading(page).waitFor();
    await page.getByText('Signed in as Maya Manager').waitFor();
    expect(await page.getByText('Demo', { exact: true }).count()).toBe(0);
    // The demo's mock never started: no service worker controls the page.
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    await context.close();
  });
});
