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

/** Request/answer over the worker's messages, matched by id. */
function connect(worker: Worker) {
  let nextId = 0;
  const pending = new Map<number, (message: FromMockWorker) => void>();
  worker.addEventListener('message', (event: MessageEvent<FromMockWorker>) => {
    const settle = pending.get(event.data.id);
    pending.delete(event.data.id);
    settle?.(event.data);
  });
  return (call: Call, transfer: Transferable[] = []): Promise<FromMockWorker> =>
    new Promise((resolve) => {
      nextId += 1;
      pending.set(nextId, resolve);
      worker.postMessage({ ...call, id: nextId }, transfer);
    });
}

function expectDone(message: FromMockWorker): void {
  if (message.type === 'failed') throw new Error(`mock service: ${message.message}`);
}

/**
 * Starts the demo's mock service: a Web Worker holds the data and runs the handlers
 * (mock-service.worker.ts); MSW's service worker intercepts the app's `/api` requests and this
 * page forwards each one to it. `seedSize` reseeds a large board 1.
 */
export async function startMockWorker(
  options: { seedSize?: number } = {},
): Promise<MockWorkerControl> {
  const service = new Worker(new URL('./mock-service.worker.ts', import.meta.url), {
    type: 'module',
    name: 'mock-service',
  });
  const call = connect(service);
  expectDone(await call({ type: 'start', seedSize: options.seedSize }));

  const forward = http.all('*/api/*', async ({ request }) => {
    const body =
      request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer();
    const answer = await call(
      {
        type: 'request',
        method: request.method,
        url: request.url,
        headers: [...request.headers],
        body,
      },
      body ? [body] : [],
    );
    switch (answer.type) {
      case 'response':
        return new HttpResponse(answer.body, {
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
      expectDone(await call({ type: 'reset', size }));
    },
    stop() {
      worker.stop();
      service.terminate();
    },
  };
}
