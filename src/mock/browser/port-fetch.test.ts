import { describe, expect, it, vi } from 'vitest';
import { connect, fetchThrough, type Port } from './port-fetch';
import type { FromMockWorker, ToMockWorker } from './worker-protocol';

const encode = (text: string) => new TextEncoder().encode(text).buffer;

/** A port whose other end is `answer`: what the mock's worker would reply to each message. */
function fakePort(answer: (message: ToMockWorker, reply: (m: FromMockWorker) => void) => void) {
  const listeners: ((event: MessageEvent<FromMockWorker>) => void)[] = [];
  const sent: ToMockWorker[] = [];
  const reply = (message: FromMockWorker) =>
    queueMicrotask(() =>
      listeners.forEach((listener) => listener({ data: message } as MessageEvent)),
    );
  const port: Port = {
    postMessage: (message) => {
      sent.push(message);
      answer(message, reply);
    },
    addEventListener: (_type, listener) => listeners.push(listener),
    close: () => undefined,
  };
  return { fetch: fetchThrough(connect(port)), sent, reply };
}

const head = {
  statusText: 'OK',
  headers: [['content-type', 'application/json']] as [string, string][],
};

describe("the demo's fetch through the mock's port (no service worker)", () => {
  it('sends the method, URL, headers and body, and builds the Response from the answer', async () => {
    const mock = fakePort((message, reply) => {
      if (message.type === 'request') {
        reply({ type: 'response', id: message.id, status: 201, body: encode('{"id":7}'), ...head });
      }
    });
    const response = await mock.fetch('http://app.test/api/boards/1/cards', {
      method: 'POST',
      headers: { Authorization: 'Bearer demo-manager' },
      body: '{"title":"A"}',
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: 7 });
    const request = mock.sent[0] as Extract<ToMockWorker, { type: 'request' }>;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('http://app.test/api/boards/1/cards');
    expect(request.headers).toContainEqual(['authorization', 'Bearer demo-manager']);
    expect(new TextDecoder().decode(request.body ?? new ArrayBuffer(0))).toBe('{"title":"A"}');
  });

  it("stamps every message with the page's clock, which the mock's clock follows", async () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z'), toFake: ['Date'] });
    try {
      const mock = fakePort((message, reply) => {
        if (message.type === 'request') {
          reply({ type: 'response', id: message.id, status: 200, body: encode('{}'), ...head });
        }
      });
      await mock.fetch('http://app.test/api/me');
      expect(mock.sent[0]?.now).toBe(Date.parse('2026-11-26T10:00:00Z'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers 204 and 304 without a body', async () => {
    const mock = fakePort((message, reply) => {
      if (message.type === 'request') {
        reply({ type: 'response', id: message.id, status: 304, body: encode(''), ...head });
      }
    });
    const response = await mock.fetch('http://app.test/api/boards/1');
    expect(response.status).toBe(304);
    expect(response.body).toBeNull();
  });

  it('streams an event stream chunk by chunk, and cancelling tells the worker', async () => {
    let streamId = 0;
    const mock = fakePort((message, reply) => {
      if (message.type !== 'request') return;
      streamId = message.id;
      reply({ type: 'stream', id: message.id, status: 200, ...head });
      reply({ type: 'chunk', id: message.id, bytes: encode('data: 1\n\n') });
    });
    const response = await mock.fetch('http://app.test/api/boards/1/events');
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe('data: 1\n\n');
    mock.reply({ type: 'chunk', id: streamId, bytes: encode('data: 2\n\n') });
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('data: 2\n\n');
    await reader.cancel();
    expect(mock.sent).toContainEqual({ type: 'cancel', id: streamId, now: expect.any(Number) });
  });

  it('fails as a dropped connection on an injected network fault', async () => {
    const mock = fakePort((message, reply) => {
      if (message.type === 'request') reply({ type: 'network-error', id: message.id });
    });
    await expect(mock.fetch('http://app.test/api/boards')).rejects.toBeInstanceOf(TypeError);
  });

  it('rejects with the abort reason when the request is aborted before the answer', async () => {
    const mock = fakePort(() => undefined);
    const controller = new AbortController();
    const pending = mock.fetch('http://app.test/api/boards', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
