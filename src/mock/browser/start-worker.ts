import { http, HttpResponse, passthrough } from 'msw';
import { setupWorker } from 'msw/browser';
import type { FromMockWorker, ToMockWorker } from './worker-protocol';

export interface MockWorkerControl {
  /** Restores the seed (a size seeds a large board 1) and persists it. */
  reset(size?: number): Promise<void>;
  /** Stops answering requests (the app switched to a real server). */
  stop(): void;
}

type Call = ToMockWorker extends infer Message
  ? Message extends { id: number }
    ? Omit<Message, 'id'>
    : never
  : never;

type StreamMessage = Extract<FromMockWorker, { type: 'chunk' | 'end' }>;

interface Port {
  postMessage(message: ToMockWorker, transfer: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<FromMockWorker>) => void): void;
  close(): void;
}

/**
 * The demo's one mock service for all its tabs (a SharedWorker), or this page's own where the
 * browser has none (Chrome on Android, say): the same worker script and protocol.
 */
function openServicePort(): Port {
  // Vite finds and bundles the worker only with these literal arguments.
  if (typeof SharedWorker !== 'undefined') {
    const shared = new SharedWorker(new URL('./mock-service.worker.ts', import.meta.url), {
      type: 'module',
      name: 'mock-service',
    });
    shared.port.start();
    return {
      postMessage: (message, transfer) => shared.port.postMessage(message, transfer),
      addEventListener: (type, listener) => shared.port.addEventListener(type, listener),
      close: () => shared.port.close(),
    };
  }
  const worker = new Worker(new URL('./mock-service.worker.ts', import.meta.url), {
    type: 'module',
    name: 'mock-service',
  });
  return {
    postMessage: (message, transfer) => worker.postMessage(message, transfer),
    addEventListener: (type, listener) => worker.addEventListener(type, listener),
    close: () => worker.terminate(),
  };
}

/**
 * Request/answer over the port, matched by id; a streamed answer's later messages go to the
 * `onStream` given with its request.
 */
function connect(port: Port) {
  let nextId = 0;
  const pending = new Map<number, (message: FromMockWorker) => void>();
  const streams = new Map<number, (message: StreamMessage) => void>();
  port.addEventListener('message', (event) => {
    const message = event.data;
    if (message.type === 'chunk' || message.type === 'end') {
      streams.get(message.id)?.(message);
      if (message.type === 'end') streams.delete(message.id);
      return;
    }
    const settle = pending.get(message.id);
    pending.delete(message.id);
    if (message.type !== 'stream') streams.delete(message.id);
    settle?.(message);
  });
  return {
    call(
      call: Call,
      transfer: Transferable[] = [],
      onStream?: (id: number) => (message: StreamMessage) => void,
    ): Promise<FromMockWorker> {
      return new Promise((resolve) => {
        nextId += 1;
        pending.set(nextId, resolve);
        if (onStream) streams.set(nextId, onStream(nextId));
        port.postMessage({ ...call, id: nextId } as ToMockWorker, transfer);
      });
    },
    /** Tells the worker this page stopped reading the stream of request `id`. */
    cancel(id: number): void {
      streams.delete(id);
      port.postMessage({ type: 'cancel', id }, []);
    },
  };
}

function expectDone(message: FromMockWorker): void {
  if (message.type === 'failed') throw new Error(`mock service: ${message.message}`);
}

/**
 * Starts (or joins) the demo's mock service: a worker holds the data and runs the handlers
 * (mock-service.worker.ts); MSW's service worker intercepts the app's `/api` requests and this
 * page forwards each one to it. `seedSize` reseeds a large board 1.
 */
export async function startMockWorker(
  options: { seedSize?: number } = {},
): Promise<MockWorkerControl> {
  const port = openServicePort();
  const service = connect(port);
  expectDone(await service.call({ type: 'start', seedSize: options.seedSize }));
  // A SharedWorker never hears that a page closed: the page says so, and its streams end (and
  // with them its place among the board's viewers).
  const goodbye = () => port.postMessage({ type: 'goodbye', id: 0 }, []);
  window.addEventListener('pagehide', goodbye);

  const forward = http.all('*/api/*', async ({ request }) => {
    const body =
      request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer();
    let streamController: ReadableStreamDefaultController<Uint8Array> | null = null;
    let requestId = 0;
    const streamed = new ReadableStream<Uint8Array>({
      start(controller) {
        streamController = controller;
      },
      cancel() {
        service.cancel(requestId);
      },
    });
    const answer = await service.call(
      {
        type: 'request',
        method: request.method,
        url: request.url,
        headers: [...request.headers],
        body,
      },
      body ? [body] : [],
      (id) => {
        requestId = id;
        return (message) => {
          if (message.type === 'chunk') streamController?.enqueue(new Uint8Array(message.bytes));
          else streamController?.close();
        };
      },
    );
    switch (answer.type) {
      case 'response':
        return new HttpResponse(answer.body, {
          status: answer.status,
          statusText: answer.statusText,
          headers: answer.headers,
        });
      case 'stream':
        return new HttpResponse(streamed, {
          status: answer.status,
          statusText: answer.statusText,
          headers: answer.headers,
        });
      case 'network-error':
        return HttpResponse.error();
      case 'unhandled':
        return passthrough();
      default:
        return HttpResponse.json({ message: 'The mock service failed.' }, { status: 500 });
    }
  });

  const worker = setupWorker(forward);
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  return {
    async reset(size) {
      expectDone(await service.call({ type: 'reset', size }));
    },
    stop() {
      goodbye();
      window.removeEventListener('pagehide', goodbye);
      worker.stop();
      port.close();
    },
  };
}
