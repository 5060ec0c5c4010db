import { get, set } from 'idb-keyval';
import { setupWorker } from 'msw/browser';
import { parseSnapshot } from '../db/snapshot';
import { createHandlers } from '../handlers';
import { createMockService } from '../service';

const STORAGE_KEY = 'project-board:mock-db:v1';
const SAVE_DELAY_MS = 250;

export interface MockWorkerControl {
  /** Restores the seed (a size seeds a large board 1) and persists it. */
  reset(size?: number): Promise<void>;
  /** Stops answering requests (the app switched to a real server). */
  stop(): void;
}

/**
 * Starts the mock in a service worker (MSW). Data lives in IndexedDB: loaded on start (else
 * seeded) and saved, debounced, after each write. `seedSize` reseeds a large board 1.
 */
export async function startMockWorker(
  options: { seedSize?: number } = {},
): Promise<MockWorkerControl> {
  const stored =
    options.seedSize == null ? parseSnapshot(await get(STORAGE_KEY).catch(() => null)) : null;
  const service = createMockService({ db: stored ?? undefined, seedSize: options.seedSize });
  let timer: ReturnType<typeof setTimeout> | null = null;
  const save = () =>
    set(STORAGE_KEY, service.db).catch((error: unknown) =>
      console.error('mock: saving failed', error),
    );
  service.onChange(() => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void save(), SAVE_DELAY_MS);
  });
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
      if (timer) clearTimeout(timer);
      await save();
    },
    stop() {
      worker.stop();
    },
  };
}
