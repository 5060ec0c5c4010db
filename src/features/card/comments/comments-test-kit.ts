import { expect } from 'vitest';
import { TEST_API_BASE_URL } from '@test/mock-api';

/** A one-paragraph editor document, serialized as the API stores it. */
export function textDocument(text: string): string {
  return JSON.stringify({
    type: 'doc',
    content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
  });
}

/** Calls the mock API as `token` (a teammate's write made before the test renders). */
export async function callApi(
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<unknown> {
  const response = await fetch(`${TEST_API_BASE_URL}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status).toBeLessThan(300);
  const text = await response.text();
  return text ? (JSON.parse(text) as unknown) : null;
}
