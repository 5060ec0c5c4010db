import { get, set } from 'idb-keyval';
import { setupWorker } from 'msw/browser';
import { parseSnapshot } from '../db/snapshot';
import { createHandlers } from '../handlers';
import { createMockService } from '../service';

const STORAGE_KEY = 'project-board:mock-db:v1';

export interface MockWorkerControl {
  /** Restores the seed (a size seeds a large board 1) and persists it. */
  reset(size?: number): Promise<void>;
  /** Stops answering requests (the app switched to a real server). */
  stop(): void;
}

/**
 * Starts the mock in a service worker (MSW). Data lives in IndexedDB: loaded on start (else
 * seeded) and saved before each write is answered. `seedSize` reseeds a large board 1.
 */
export async function startMockWorker(
  options: { seedSize?: number } = {},
): Promise<MockWorkerControl> {
  const stored =
    options.seedSize == null ? parseSnapshot(await get(STORAGE_KEY).catch(() => null)) : null;
  const service = createMockService({ db: stored ?? undefined, seedSize: options.seedSize });
  const save = () =>
    set(STORAGE_KEY, service.db).catch((error: unknown) =>
      console.error('mock: saving failed', error),
    );
  // Group commit: a write answers once it is stored, so a reload right after it loses nothing;
  // writes that arrive while a save runs share the next save instead of queueing one each.
  let saving: Promise<void> = Promise.resolve();
  let queued: Promise<void> | null = null;
  const persist = (): Promise<void> => {
    queued ??= saving.then(() => {
      queued = null;
      saving = save();
      return saving;
    });
    return queued;
  };
  service.onChange(persist);
  if (!stored) await save();

  const worker = setupWorker(...createHandlers(service));
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  return {
    async reset(size) {
      service.reset(size);
      await persist();
    },
    stop() {
      worker.stop();
    },
  };
}
