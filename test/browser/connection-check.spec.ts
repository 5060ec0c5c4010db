import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPage, setupChromium } from './support/chromium';
import { startHostileServer, type HostileServer } from './support/hostile-server';

/** A port on this machine that nothing listens on: taken from the system, then let go. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * Issue 45, point 4: the Connection form asks the server who the token belongs to (`GET /me`)
 * before it leaves; a mistyped address or a refused token keeps the form, with what was typed,
 * and says what failed beside the field to fix.
 */
describe('the connection form checks the server first', () => {
  const chromium = setupChromium();
  const appUrl = inject('appUrl');
  let server: HostileServer;

  beforeAll(async () => {
    server = await startHostileServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('stays on a mistyped address, then on a refused token, and connects once both are right', async () => {
    const { context, page } = await openPage(chromium.browser());
    await page.goto(`${appUrl}/connect`);
    const url = page.getByLabel('API base URL');
    const token = page.getByLabel('Access token');
    const wrongUrl = `http://127.0.0.1:${await closedPort()}/api`;
    await url.fill(wrongUrl);
    await token.fill('demo-manager');
    await page.getByRole('button', { name: 'Connect' }).click();
    const urlError = page.getByRole('alert').filter({ hasText: 'No server answered at' });
    await urlError.waitFor();
    expect(await url.getAttribute('aria-invalid')).toBe('true');
    expect(await url.inputValue()).toBe(wrongUrl);
    expect(new URL(page.url()).pathname).toBe('/connect');

    await url.fill(server.apiUrl);
    await token.fill('not-a-token');
    await page.getByRole('button', { name: 'Connect' }).click();
    await page.getByRole('alert').filter({ hasText: 'The server refused this token' }).waitFor();
    expect(await token.getAttribute('aria-invalid')).toBe('true');
    expect(new URL(page.url()).pathname).toBe('/connect');

    await token.fill('demo-manager');
    await page.getByRole('button', { name: 'Connect' }).click();
    await page.getByText(/^Signed in as /).waitFor();
    expect(new URL(page.url()).pathname).not.toBe('/connect');
    await context.close();
  });
});
