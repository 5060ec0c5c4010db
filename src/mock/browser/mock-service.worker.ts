/// <reference lib="webworker" />
// The demo's mock service, off the page's main thread: its data, its handlers (the ones the
// Node server runs), fault injection and IndexedDB persistence. Building a 5,000-card board
// response, searching it and storing the data after a write no longer compete with the UI.
import './worker-storage-shim';
import { get, set } from 'idb-keyval';
import { getResponse } from 'msw';
import { parseSnapshot } from '../db/snapshot';
import { createHandlers } from '../handlers';
import { createMockService, type MockService } from '../service';
import type { FromMockWorker, ToMockWorker } from './worker-protocol';

declare const self: DedicatedWorkerGlobalScope;

const STORAGE_KEY = 'project-board:mock-db:v1';
/**
 * The injected faults outlive a reload too (until changed or cleared), so "offline, then
 * reload" can be tried from the faults panel, and tested.
 */
const FAULTS_KEY = 'project-board:mock-faults:v1';

let service: MockService | null = null;
let handlers: ReturnType<typeof createHandlers> = [];
let persist: () => Promise<void> = () => Promise.resolve();

function reply(message: FromMockWorker, transfer: Transferable[] = []): void {
  self.postMessage(message, transfer);
}

/** Data lives in IndexedDB: loaded on start (else seeded), saved before a write is answered. */
async function start(seedSize: number | undefined): Promise<void> {
  const stored = seedSize == null ? parseSnapshot(await get(STORAGE_KEY).catch(() => null)) : null;
  const started = createMockService({ db: stored ?? undefined, seedSize });
  const faults: unknown = await get(FAULTS_KEY).catch(() => null);
  if (faults && typeof faults === 'object') started.faults = faults as MockService['faults'];
  const save = () =>
    set(STORAGE_KEY, started.db).catch((error: unknown) =>
      console.error('mock: saving failed', error),
    );
  // Group commit: a write answers once it is stored, so a reload right after it loses nothing;
  // writes that arrive while a save runs share the next save instead of queueing one each.
  let saving: Promise<void> = Promise.resolve();
  let queued: Promise<void> | null = null;
  persist = () => {
    queued ??= saving.then(() => {
      queued = null;
      saving = save();
      return saving;
    });
    return queued;
  };
  started.onChange(persist);
  if (!stored) await save();
  service = started;
  handlers = createHandlers(started);
}

async function answer(message: Extract<ToMockWorker, { type: 'request' }>): Promise<void> {
  const { id, method, url, headers, body } = message;
  const request = new Request(url, { method, headers, body });
  const response = await getResponse(handlers, request);
  if (!response) return reply({ type: 'unhandled', id });
  if (method !== 'GET' && new URL(url).pathname.endsWith('/__mock/faults') && service) {
    await set(FAULTS_KEY, service.faults).catch(() => undefined);
  }
  if (response.type === 'error') return reply({ type: 'network-error', id });
  const bytes = await response.arrayBuffer();
  reply(
    {
      type: 'response',
      id,
      status: response.status,
      statusText: response.statusText,
      headers: [...response.headers],
      body: bytes,
    },
    [bytes],
  );
}

async function handle(message: ToMockWorker): Promise<void> {
  switch (message.type) {
    case 'start':
      await start(message.seedSize);
      return reply({ type: 'done', id: message.id });
    case 'reset':
      service?.reset(message.size);
      await persist();
      return reply({ type: 'done', id: message.id });
    case 'request':
      return answer(message);
  }
}

self.addEventListener('message', (event: MessageEvent<ToMockWorker>) => {
  handle(event.data).catch((error: unknown) =>
    reply({
      type: 'failed',
      id: event.data.id,
      message: error instanceof Error ? error.message : String(error),
    }),
  );
});
