/// <reference lib="webworker" />
// The demo's mock service, off the pages' main threads: its data, its handlers (the ones the
// Node server runs), fault injection and IndexedDB persistence. Started as a SharedWorker, it
// is one service for every tab of the demo, so two tabs (two demo users) see each other's
// writes and event streams, as two browsers on the Node server do; started as a dedicated
// Worker (a browser without SharedWorker), it serves its one page.
import './worker-storage-shim';
import { get, set } from 'idb-keyval';
import { getResponse } from 'msw';
import { groupCommitSaver } from '../db/group-commit';
import { createHandlers } from '../handlers';
import { createMockService, type MockService } from '../service';
import { openIdbRowStore } from './idb-row-store';
import { forgetOldSnapshot, loadStoredData } from './stored-data';
import { createPageClock } from './page-clock';
import type { FromMockWorker, ResponseHead, ToMockWorker } from './worker-protocol';

declare const self: DedicatedWorkerGlobalScope | SharedWorkerGlobalScope;

/**
 * The injected faults outlive a reload too (until changed or cleared), so "offline, then
 * reload" can be tried from the faults panel, and tested.
 */
const FAULTS_KEY = 'project-board:mock-faults:v1';

interface Running {
  service: MockService;
  handlers: ReturnType<typeof createHandlers>;
  persist: () => Promise<void>;
}

let running: Promise<Running> | null = null;
const pageClock = createPageClock();

/**
 * Data lives in IndexedDB, a record per row (idb-row-store.ts): loaded on start (else the old
 * snapshot, else the seed), and each write's changed rows stored before it is answered. The
 * service's clock is the pages' (page-clock.ts).
 */
async function start(seedSize: number | undefined): Promise<Running> {
  const clock = () => pageClock.now();
  const rows = openIdbRowStore();
  const stored = seedSize == null ? await loadStoredData(rows) : null;
  const service = createMockService({
    db: stored?.db,
    seedSize,
    clock,
    // Stored rows keep their numbers; the seed or an import is stored whole once.
    track: { seqs: stored?.seqs },
  });
  const faults: unknown = await get(FAULTS_KEY).catch(() => null);
  if (faults && typeof faults === 'object') service.faults = faults as MockService['faults'];
  // Group commit: a write answers once its rows are stored, so a reload right after it loses
  // nothing; writes that arrive while a save runs share the next save.
  const saver = groupCommitSaver(async () => {
    const pending = service.takeChanges();
    if (pending) await rows.write(pending).catch(report);
  });
  const persist = () => saver.save();
  service.onChange(persist);
  // The seed, or an earlier version's snapshot, stored whole once (the snapshot then deleted).
  if (!stored?.seqs) {
    const pending = service.takeChanges();
    const saved = await (pending ? rows.write(pending) : Promise.resolve()).then(
      () => true,
      (error: unknown) => (report(error), false),
    );
    if (saved && stored) await forgetOldSnapshot();
  }
  return { service, handlers: createHandlers(service), persist };
}

function report(error: unknown): void {
  console.error('mock: storing the demo data failed', error);
}

/** The first page starts the service; a later one joins it (reseeded if it asks for a size). */
async function startOrJoin(seedSize: number | undefined): Promise<void> {
  if (!running) {
    running = start(seedSize);
    await running;
    return;
  }
  const { service, persist } = await running;
  if (seedSize != null) {
    service.reset(seedSize);
    await persist();
  }
}

function headOf(response: Response): ResponseHead {
  return {
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers],
  };
}

/** One page's connection: its requests, and the event streams it is reading. */
function servePage(port: MessagePort | DedicatedWorkerGlobalScope): void {
  const streams = new Map<number, ReadableStreamDefaultReader<Uint8Array>>();
  const reply = (message: FromMockWorker, transfer: Transferable[] = []) =>
    port.postMessage(message, transfer);

  async function stream(id: number, response: Response, body: ReadableStream<Uint8Array>) {
    const reader = body.getReader();
    streams.set(id, reader);
    reply({ type: 'stream', id, ...headOf(response) });
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        const bytes = value.slice().buffer;
        reply({ type: 'chunk', id, bytes }, [bytes]);
      }
    } finally {
      streams.delete(id);
      reply({ type: 'end', id });
    }
  }

  async function answer(message: Extract<ToMockWorker, { type: 'request' }>): Promise<void> {
    const { handlers, service } = await (running ?? Promise.reject(new Error('not started')));
    const { id, method, url, headers, body } = message;
    const request = new Request(url, { method, headers, body });
    const response = await getResponse(handlers, request);
    if (!response) return reply({ type: 'unhandled', id });
    if (method !== 'GET' && new URL(url).pathname.endsWith('/__mock/faults')) {
      await set(FAULTS_KEY, service.faults).catch(() => undefined);
    }
    if (response.type === 'error') return reply({ type: 'network-error', id });
    const streamed = response.headers.get('content-type')?.startsWith('text/event-stream');
    if (streamed && response.body) return stream(id, response, response.body);
    const bytes = await response.arrayBuffer();
    reply({ type: 'response', id, body: bytes, ...headOf(response) }, [bytes]);
  }

  async function handle(message: ToMockWorker): Promise<void> {
    pageClock.observe(message.now);
    switch (message.type) {
      case 'start':
        await startOrJoin(message.seedSize);
        return reply({ type: 'done', id: message.id });
      case 'reset': {
        if (running) {
          const { service, persist } = await running;
          service.reset(message.size);
          await persist();
        }
        return reply({ type: 'done', id: message.id });
      }
      case 'request':
        return answer(message);
      case 'cancel':
        await streams.get(message.id)?.cancel();
        return;
      case 'goodbye':
        await Promise.all([...streams.values()].map((reader) => reader.cancel()));
        return;
    }
  }

  const onMessage = (event: MessageEvent<ToMockWorker>) => {
    handle(event.data).catch((error: unknown) =>
      reply({
        type: 'failed',
        id: event.data.id,
        message: error instanceof Error ? error.message : String(error),
      }),
    );
  };
  port.addEventListener('message', onMessage as EventListener);
}

if ('onconnect' in self) {
  self.addEventListener('connect', (event) => {
    const [port] = (event as MessageEvent).ports;
    if (!port) return;
    servePage(port);
    port.start();
  });
} else {
  servePage(self);
}
