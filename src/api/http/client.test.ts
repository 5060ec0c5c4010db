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

describe('ApiClient.requestBlob', () => {
  it('returns the body as bytes, unchanged, with the token sent', async () => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff, 0xfe]);
    const { fetchFn, requests } = fakeFetch(
      () => new Response(bytes, { status: 200, headers: { 'Content-Type': 'image/png' } }),
    );
    const client = createApiClient({ baseUrl: 'https://api.test/api', token: 't', fetchFn });
    const blob = await client.requestBlob({ method: 'GET', path: '/drive/files/3/content?x=1' });
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
    expect(requests[0]?.url).toBe('https://api.test/api/drive/files/3/content?x=1');
    expect(requests[0]?.headers.authorization).toBe('Bearer t');
  });

  it("throws the server's refusal, read from its JSON body", async () => {
    const { fetchFn } = fakeFetch(() => jsonResponse({ message: 'Not found' }, 404));
    const client = createApiClient({ baseUrl: 'https://api.test/api', token: 't', fetchFn });
    await expect(
      client.requestBlob({ method: 'GET', path: '/drive/files/9/content' }),
    ).rejects.toMatchObject({ status: 404, message: 'Not found' });
  });
});
