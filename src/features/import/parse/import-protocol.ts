import type { ParsedFile } from './parse-file';

export interface ToImportWorker {
  id: number;
  name: string;
  bytes: ArrayBuffer;
}

export type FromImportWorker = { id: number; parsed: ParsedFile } | { id: number; crashed: string };
