import type { FromImportWorker, ToImportWorker } from './import-protocol';
import type { ParsedFile } from './parse-file';
import { MAX_FILE_BYTES } from '../model/problems';

/**
 * Reads and parses the file in a Web Worker, off the page's thread; a file over the limit is
 * refused before it is read at all. Where there are no workers (jsdom), parses here.
 */
export async function parseInWorker(file: File): Promise<ParsedFile> {
  if (file.size > MAX_FILE_BYTES)
    return { ok: false, problem: { kind: 'tooLarge', bytes: file.size, limit: MAX_FILE_BYTES } };
  const bytes = await file.arrayBuffer();
  if (typeof Worker === 'undefined') {
    const { parseImportFile } = await import('./parse-file');
    return parseImportFile(file.name, new Uint8Array(bytes));
  }
  const worker = new Worker(new URL('./import.worker.ts', import.meta.url), {
    type: 'module',
    name: 'import-parser',
  });
  try {
    return await new Promise<ParsedFile>((resolve, reject) => {
      worker.addEventListener('message', (event: MessageEvent<FromImportWorker>) => {
        const data = event.data;
        if ('parsed' in data) resolve(data.parsed);
        else reject(new Error(data.crashed));
      });
      worker.addEventListener('error', (event) => reject(new Error(event.message)));
      worker.postMessage({ id: 1, name: file.name, bytes } satisfies ToImportWorker, [bytes]);
    });
  } finally {
    worker.terminate();
  }
}
