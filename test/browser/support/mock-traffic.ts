import type { BrowserContext, Page } from 'playwright-core';

/**
 * The demo's mock answers the page's API requests inside the page (the app's fetch posts each
 * one to the mock's SharedWorker): no network request, so Playwright's `page.on('request')`,
 * `waitForResponse` and `route` never see them. These helpers watch the page's port to the mock
 * instead, with the same shape as Playwright's requests and responses, and make a test's own
 * `fetch('/api/…')` inside the page reach the mock too (as the service worker once did).
 * A test can drop an answer on its way back: `window.__mockAnswer = (request, answerType) =>
 * 'drop'` (set in the page) makes the app hear a dropped connection for it.
 */
export interface MockRequest {
  method(): string;
  url(): string;
  postData(): string | null;
  postDataJSON(): unknown;
  headers(): Record<string, string>;
}

export interface MockResponse {
  url(): string;
  status(): number;
  request(): MockRequest;
  json(): Promise<unknown>;
}

interface Exchange {
  kind: 'request' | 'response';
  method: string;
  url: string;
  body: string | null;
  headers: [string, string][];
  status: number;
  /** The answer's body (not kept above 256 kB). */
  answer: string | null;
}

type Listener = (exchange: Exchange) => void;

const listeners = new WeakMap<Page, Set<Listener>>();

function listen(page: Page, listener: Listener): () => void {
  let set = listeners.get(page);
  if (!set) listeners.set(page, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

function requestOf(exchange: Exchange): MockRequest {
  return {
    method: () => exchange.method,
    url: () => exchange.url,
    postData: () => exchange.body,
    postDataJSON: () => (exchange.body === null ? null : (JSON.parse(exchange.body) as unknown)),
    headers: () =>
      Object.fromEntries(exchange.headers.map(([name, value]) => [name.toLowerCase(), value])),
  };
}

function responseOf(exchange: Exchange): MockResponse {
  return {
    url: () => exchange.url,
    status: () => exchange.status,
    request: () => requestOf(exchange),
    json: () => Promise.resolve(JSON.parse(exchange.answer ?? 'null') as unknown),
  };
}

export function onMockRequest(page: Page, listener: (request: MockRequest) => void): () => void {
  return listen(page, (exchange) => {
    if (exchange.kind === 'request') listener(requestOf(exchange));
  });
}

export function onMockResponse(page: Page, listener: (response: MockResponse) => void): () => void {
  return listen(page, (exchange) => {
    if (exchange.kind === 'response') listener(responseOf(exchange));
  });
}

/** The first answer of the mock from now on that `predicate` accepts. */
export function waitForMockResponse(
  page: Page,
  predicate: (response: MockResponse) => boolean,
): Promise<MockResponse> {
  return new Promise((resolve) => {
    const stop = onMockResponse(page, (response) => {
      if (!predicate(response)) return;
      stop();
      resolve(response);
    });
  });
}

/**
 * The first answer from now on that `predicate` accepts, from the demo's mock or from a server
 * over the network (a helper used in both modes).
 */
export function waitForApiResponse(
  page: Page,
  predicate: (response: MockResponse) => boolean,
): Promise<MockResponse> {
  return Promise.race([
    waitForMockResponse(page, predicate),
    // Playwright's Response has the same methods.
    page.waitForResponse((response) => predicate(response), { timeout: 0 }),
  ]);
}

/** Installs the watch on every page of `context` (before the app's scripts run). */
export async function watchMockTraffic(context: BrowserContext): Promise<void> {
  await context.exposeBinding('__mockTraffic', ({ page }, exchange: Exchange) => {
    for (const listener of listeners.get(page) ?? []) listener(exchange);
  });
  await context.addInitScript(inPage);
}

/** Runs in the page: wraps the SharedWorker named `mock-service` and the page's `fetch`. */
function inPage(): void {
  const report = (window as unknown as { __mockTraffic: (exchange: unknown) => void })
    .__mockTraffic;
  const Native = window.SharedWorker;
  const decoder = new TextDecoder();
  let known: string | null = null;

  interface Pending {
    method: string;
    url: string;
    body: string | null;
    headers: [string, string][];
  }
  type AnswerHook = (request: Pending, answer: string) => 'drop' | undefined;

  function watch(port: MessagePort): void {
    const pending = new Map<number, Pending>();
    const post = port.postMessage.bind(port);
    port.postMessage = ((message: Record<string, unknown>, transfer?: Transferable[]) => {
      if (message.type === 'request') {
        const body = message.body instanceof ArrayBuffer ? decoder.decode(message.body) : null;
        const seen = {
          method: message.method as string,
          url: message.url as string,
          body,
          headers: message.headers as [string, string][],
        };
        pending.set(message.id as number, seen);
        report({ kind: 'request', status: 0, answer: null, ...seen });
      }
      post(message, transfer ?? []);
    }) as MessagePort['postMessage'];
    const rewritten = new WeakSet<Event>();
    // Added before the app's own listener (in the constructor), so it can change an answer.
    port.addEventListener('message', (event: MessageEvent<Record<string, unknown>>) => {
      if (rewritten.has(event)) return;
      const { type, id } = event.data;
      const seen = pending.get(id as number);
      if (!seen || type === 'chunk' || type === 'end') return;
      pending.delete(id as number);
      const hook = (window as unknown as { __mockAnswer?: AnswerHook }).__mockAnswer;
      if (hook?.(seen, type as string) === 'drop') {
        // The worker did the request; the page hears a dropped connection instead.
        event.stopImmediatePropagation();
        const dropped = new MessageEvent('message', { data: { type: 'network-error', id } });
        rewritten.add(dropped);
        port.dispatchEvent(dropped);
        return;
      }
      if (type === 'response' || type === 'stream') {
        const body = event.data.body;
        const answer =
          body instanceof ArrayBuffer && body.byteLength < 256 * 1024 ? decoder.decode(body) : null;
        report({ kind: 'response', status: event.data.status as number, answer, ...seen });
      }
    });
  }

  class Watched extends Native {
    constructor(url: string | URL, options?: string | WorkerOptions) {
      super(url, options);
      if (typeof options === 'object' && options.name === 'mock-service') {
        watch(this.port);
        known ??= String(url);
      }
    }
  }
  window.SharedWorker = Watched;

  // A test's own `fetch('/api/…')` in the page: over a port of its own to the same worker.
  let own: Promise<(message: Record<string, unknown>) => Promise<Record<string, unknown>>> | null =
    null;
  function ownPort(url: string) {
    own ??= (async () => {
      const worker = new Watched(url, { type: 'module', name: 'mock-service' });
      const answers = new Map<number, (message: Record<string, unknown>) => void>();
      worker.port.addEventListener('message', (event: MessageEvent<Record<string, unknown>>) => {
        answers.get(event.data.id as number)?.(event.data);
      });
      worker.port.start();
      let next = 0;
      const call = (message: Record<string, unknown>, transfer: Transferable[] = []) =>
        new Promise<Record<string, unknown>>((resolve) => {
          next += 1;
          answers.set(next, resolve);
          worker.port.postMessage({ ...message, id: next }, transfer);
        });
      await call({ type: 'start', now: Date.now() });
      return call as (message: Record<string, unknown>) => Promise<Record<string, unknown>>;
    })();
    return own;
  }

  const nativeFetch = window.fetch.bind(window);
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    // Only once the app started the demo's mock in this page (a server on this origin: the network).
    if (!known || url.origin !== location.origin || !url.pathname.startsWith('/api/')) {
      return nativeFetch(input, init);
    }
    const body =
      request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer();
    const call = await ownPort(known);
    const answer = await call({
      type: 'request',
      method: request.method,
      url: request.url,
      headers: [...request.headers],
      body,
    });
    if (answer.type !== 'response') throw new TypeError(`the mock answered ${String(answer.type)}`);
    const status = answer.status as number;
    return new Response([204, 304].includes(status) ? null : (answer.body as ArrayBuffer), {
      status,
      headers: answer.headers as [string, string][],
    });
  };
}
