import { describe, expect, it } from 'vitest';
import { unknown } from '../schemas/shape';
import { fakeFetch, jsonResponse } from '../testing/fake-fetch';
import { createApiClient } from './client';

/** Runs `request`, and records whether a timer queued as the body arrives fires before it resolves. */
async function timerFiresFirst(body: unknown): Promise<{ value: unknown; timerFirst: boolean }> {
  const order: string[] = [];
  const { fetchFn } = fakeFetch(() => {
    setTimeout(() => order.push('timer'), 0);
    return jsonResponse(body);
  });
  const client = createApiClient({ baseUrl: 'https://api.test/api', token: 't', fetchFn });
  const value = await client.request({ method: 'GET', path: '/x', schema: unknown() });
  order.push('resolved');
  return { value, timerFirst: order[0] === 'timer' };
}

describe('ApiClient.request', () => {
  it('parses a large body in separate tasks, letting other work run in between', async () => {
    const big = { data: Array.from({ length: 4000 }, (_, id) => ({ id, title: 'x'.repeat(80) })) };
    const { value, timerFirst } = await timerFiresFirst(big);
    expect(value).toEqual(big);
    expect(timerFirst).toBe(true);
  });

  it('parses a small body without giving up its task', async () => {
    const { value, timerFirst } = await timerFiresFirst({ data: { id: 1 } });
    expect(value).toEqual({ data: { id: 1 } });
    expect(timerFirst).toBe(false);
  });
});
