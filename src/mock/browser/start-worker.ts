import { connect, fetchThrough, type Port } from './port-fetch';
import type { FromMockWorker } from './worker-protocol';

export interface MockWorkerControl {
  /** Restores the seed (a size seeds a large board 1) and persists it. */
  reset(size?: number): Promise<void>;
  /**
   * Sends one request to the mock and builds its `Response` (a streamed body for the live event
   * stream). No service worker is involved: the demo's API client calls this as its fetch.
   */
  fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response>;
  /** Stops answering requests (the app switched to a real server). */
  stop(): void;
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

function expectDone(message: FromMockWorker): void {
  if (message.type === 'failed') throw new Error(`mock service: ${message.message}`);
}

/**
 * MSW's service worker answered the demo before (/mockServiceWorker.js): a returning visitor
 * still has it registered, and it would race the app's own service worker. It goes.
 */
async function unregisterOldMockServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(
    registrations
      .filter((registration) =>
        [registration.active, registration.waiting, registration.installing].some((worker) =>
          worker?.scriptURL.endsWith('/mockServiceWorker.js'),
        ),
      )
      .map((registration) => registration.unregister()),
  );
}

/**
 * Starts (or joins) the demo's mock service: a worker holds the data and runs the handlers
 * (mock-service.worker.ts), and this page sends the app's `/api` requests to it through the
 * returned `fetch`. `seedSize` reseeds a large board 1.
 */
export async function startMockWorker(
  options: { seedSize?: number } = {},
): Promise<MockWorkerControl> {
  void unregisterOldMockServiceWorker().catch(() => undefined);
  const port = openServicePort();
  const service = connect(port);
  expectDone(await service.call({ type: 'start', seedSize: options.seedSize }));
  // A SharedWorker never hears that a page closed: the page says so, and its streams end (and
  // with them its place among the board's viewers).
  const goodbye = () => port.postMessage({ type: 'goodbye', id: 0, now: Date.now() }, []);
  window.addEventListener('pagehide', goodbye);
  return {
    async reset(size) {
      expectDone(await service.call({ type: 'reset', size }));
    },
    fetch: fetchThrough(service),
    stop() {
      goodbye();
      window.removeEventListener('pagehide', goodbye);
      port.close();
    },
  };
}
