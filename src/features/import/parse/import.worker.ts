/// <reference lib="webworker" />
import type { FromImportWorker, ToImportWorker } from './import-protocol';
import { parseImportFile } from './parse-file';

declare const self: DedicatedWorkerGlobalScope;

self.addEventListener('message', (event: MessageEvent<ToImportWorker>) => {
  const { id, name, bytes } = event.data;
  let answer: FromImportWorker;
  try {
    answer = { id, parsed: parseImportFile(name, new Uint8Array(bytes)) };
  } catch (error) {
    answer = { id, crashed: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(answer);
});
