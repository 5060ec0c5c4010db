import type { Page } from 'playwright-core';

/**
 * Connects the page to a server (the Connection form: its API base URL and a token), then
 * opens board 1 by an in-app link: a page load would forget a token kept in memory only.
 */
export async function connectToServer(
  page: Page,
  {
    appUrl,
    apiUrl,
    token,
    stayForTab = false,
  }: {
    appUrl: string;
    apiUrl: string;
    token: string;
    stayForTab?: boolean;
  },
): Promise<void> {
  await page.goto(`${appUrl}/connect`);
  await page.getByLabel('API base URL').fill(apiUrl);
  await page.getByLabel('Access token').fill(token);
  if (stayForTab) await page.getByLabel('Stay signed in for this tab').check();
  await page.getByRole('button', { name: 'Connect' }).click();
  await page.getByText(/^Signed in as /).waitFor();
  await page
    .getByRole('link', { name: /Product Roadmap/ })
    .first()
    .click();
  await page.getByRole('heading', { level: 1, name: /Product Roadmap/ }).waitFor();
}

/** Signs out from the header's server menu ("Server, Signed in as …", then Sign out). */
export async function signOutOfServer(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Server / }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
}
