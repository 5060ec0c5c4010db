import { expect } from 'vitest';
import { tokensBelow, type ApiResult, type Caller, type MockApi } from './harness';

/** Shared checks for the card-side contract tests (search, cards, checklists, files...). */

type Level = Parameters<typeof tokensBelow>[0];

/** 401 `{error}` without a token and with an unknown one. */
export async function expectUnauthenticated(
  api: MockApi,
  call: (caller: Caller) => Promise<ApiResult>,
): Promise<void> {
  for (const token of [null, 'not-a-token']) {
    const res = await call(api.as(token));
    expect(res.status, `token ${String(token)}`).toBe(401);
    expect(res.body).toEqual({ error: expect.any(String) });
  }
}

/** 403 `{message}` for every caller below `level` on board 1 (non-members included). */
export async function expectForbiddenBelow(
  api: MockApi,
  level: Level,
  call: (caller: Caller) => Promise<ApiResult>,
): Promise<void> {
  for (const token of tokensBelow(level)) {
    const res = await call(api.as(token));
    expect(res.status, token).toBe(403);
    expect(res.body).toEqual({ message: expect.any(String) });
  }
}

/** 404 `{message}`. */
export function expectNotFound(res: ApiResult): void {
  expect(res.status).toBe(404);
  expect(res.body).toEqual({ message: expect.any(String) });
}

/** 422 with the error under exactly `key` (other keys may be present when asked). */
export function expectInvalid(res: ApiResult, key: string): void {
  expect(res.status, JSON.stringify(res.body)).toBe(422);
  const body = res.body as { message: string; errors: Record<string, string[]> };
  expect(body.message).toEqual(expect.any(String));
  expect(Object.keys(body.errors)).toContain(key);
  expect(body.errors[key]?.[0]).toEqual(expect.any(String));
}

/** A bracket query string from pairs: `[['by[tags][]', '3']]` → `?by%5Btags%5D%5B%5D=3`. */
export function qs(pairs: readonly (readonly [string, string | number | boolean])[]): string {
  const params = new URLSearchParams();
  for (const [key, value] of pairs) params.append(key, String(value));
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** A one-paragraph editor document mentioning users, as card content. */
export function docWith(
  text: string,
  mentions: readonly { id: number; label: string }[] = [],
): string {
  return JSON.stringify({
    type: 'doc',
    content: [
      {
        type: 'paragraph',
        content: [
          { type: 'text', text },
          ...mentions.map((m) => ({
            type: 'mention',
            attrs: { id: String(m.id), label: m.label },
          })),
        ],
      },
    ],
  });
}
