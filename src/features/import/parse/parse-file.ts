import type { ImportModel } from '../model/import-model';
import { fail, ImportProblemError, MAX_FILE_BYTES, type ImportProblem } from '../model/problems';
import { looksLikeOwnExport, mapOwnExport } from '../own/read-own-export';
import { looksLikeTrello, mapTrello } from '../trello/map-trello';
import { decodeText, type DecodedText } from './decode-text';
import { readCsv, type CsvTable } from '../csv/read-csv';

export type ParsedFile =
  | { ok: true; kind: 'model'; model: ImportModel; encoding: DecodedText['encoding']; ms: number }
  | { ok: true; kind: 'table'; table: CsvTable; encoding: DecodedText['encoding']; ms: number }
  | { ok: false; problem: ImportProblem };

/**
 * A chosen file to an import model, or the reason it cannot be one. Runs in the import's
 * worker (the page stays responsive while a 10 MB export is read).
 */
export function parseImportFile(
  name: string,
  bytes: Uint8Array,
  now: () => number = () => performance.now(),
): ParsedFile {
  const started = now();
  try {
    if (bytes.length > MAX_FILE_BYTES)
      fail({ kind: 'tooLarge', bytes: bytes.length, limit: MAX_FILE_BYTES });
    const decoded = decodeText(bytes);
    const text = decoded.text.trim();
    if (text === '') fail({ kind: 'empty' });
    const looksJson = /\.json$/i.test(name) || text.startsWith('{') || text.startsWith('[');
    if (!looksJson) {
      if (!/\.(csv|tsv|txt)$/i.test(name)) fail({ kind: 'unknownFormat' });
      return {
        ok: true,
        kind: 'table',
        table: readCsv(decoded.text),
        encoding: decoded.encoding,
        ms: now() - started,
      };
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return fail({ kind: 'notJson' });
    }
    const model = looksLikeOwnExport(json)
      ? mapOwnExport(json)
      : looksLikeTrello(json)
        ? mapTrello(json)
        : null;
    if (model)
      return { ok: true, kind: 'model', model, encoding: decoded.encoding, ms: now() - started };
    return fail({
      kind: 'wrongShape',
      detail: 'neither a Trello board export nor a board exported from this app',
    });
  } catch (error) {
    if (error instanceof ImportProblemError) return { ok: false, problem: error.problem };
    throw error;
  }
}
