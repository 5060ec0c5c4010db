import { existsSync, readFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { parseSnapshot, serializeSnapshot } from '../db/snapshot';
import type { Db } from '../db/types';

export function loadDataFile(path: string): Db | null {
  if (!existsSync(path)) return null;
  try {
    return parseSnapshot(JSON.parse(readFileSync(path, 'utf8')));
  } catch {
    return null;
  }
}

/** Atomic: write a temp file beside the target, then rename over it. */
export async function saveDataFile(path: string, db: Db): Promise<void> {
  const temp = `${path}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temp, serializeSnapshot(db), 'utf8');
  await rename(temp, path);
}

/** Coalesces bursts of writes into one save; `flush` saves now if one is pending. */
export function debouncedSaver(save: () => Promise<void>, delayMs: number) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    timer = null;
    running = running
      .then(save)
      .catch((error: unknown) => console.error('mock: saving data failed', error));
    return running;
  };
  return {
    schedule() {
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => void run(), delayMs);
    },
    async flush() {
      if (timer) {
        clearTimeout(timer);
        await run();
      }
      await running;
    },
  };
}
