import { describe, expect, it } from 'vitest';
import { TOKENS, setupMockServer } from '../../../test/contract/harness';
import { createApiClient } from '../http/client';
import { isApiError } from '../http/errors';
import { listBoardActivity } from './activity';

const api = setupMockServer();
const as = (token: string) => createApiClient({ baseUrl: api.baseUrl, token });

describe('listBoardActivity against the mock (CONTRACT 4c)', () => {
  it('reads pages in the clean shape and follows next_cursor to the end', async () => {
    const client = as(TOKENS.view);
    const first = await listBoardActivity(client, 1, { limit: 200 });
    expect(first.entries).toHaveLength(200);
    expect(first.entries[0]).toEqual({
      id: expect.any(Number),
      card_id: expect.any(Number),
      actor: { id: expect.any(Number), name: expect.any(String) },
      kind: 'created',
      data: { to: { column_id: 1, name: 'Backlog' } },
      at: expect.any(String),
    });
    let cursor = first.next_cursor;
    let count = first.entries.length;
    while (cursor !== null) {
      const next = await listBoardActivity(client, 1, { limit: 200, cursor });
      count += next.entries.length;
      cursor = next.next_cursor;
    }
    const whole = await listBoardActivity(client, 1, { limit: 1000 });
    expect(count).toBe(whole.entries.length);
    const since = whole.entries.at(-3)?.at ?? '';
    const recent = await listBoardActivity(client, 1, { since });
    expect(recent.entries.every((e) => (e.at ?? '') >= since)).toBe(true);
  });

  it('a refused read is an ApiError with its status', async () => {
    const error = await listBoardActivity(as(TOKENS.outsider), 1).catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(403);
  });
});
