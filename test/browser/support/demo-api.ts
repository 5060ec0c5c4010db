import type { Page } from 'playwright-core';

/**
 * Calls the demo's API from inside the page as Maya (demo-manager), to arrange a test's data;
 * throws on a refusal. The page must have the app open (its fetch reaches the mock).
 */
export async function demoApi(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<unknown> {
  const answer = await page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(`/api${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', Authorization: 'Bearer demo-manager' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: (await response.json()) as unknown };
    },
    { method, path, body },
  );
  if (answer.status >= 300) throw new Error(`${method} ${path} answered ${answer.status}`);
  return answer.json;
}
