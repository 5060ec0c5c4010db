import Papa from 'papaparse';
import { fail, MAX_CARDS } from '../model/problems';

export interface CsvTable {
  headers: string[];
  rows: string[][];
  delimiter: string;
}

/**
 * A CSV's header row and data rows (papaparse: quoted fields, embedded newlines, the delimiter
 * guessed among , ; tab |). A quote left open is refused with its row, never half-read.
 */
export function readCsv(text: string): CsvTable {
  const result = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  const broken = result.errors.find((error) => error.type === 'Quotes');
  if (broken) fail({ kind: 'csvBroken', row: (broken.row ?? 0) + 1, detail: broken.message });
  const [headers = [], ...rows] = result.data;
  if (headers.length === 0 || rows.length === 0) fail({ kind: 'empty' });
  if (rows.length > MAX_CARDS) fail({ kind: 'tooManyCards', count: rows.length, limit: MAX_CARDS });
  return {
    headers: headers.map((header, index) => header.trim() || `Column ${index + 1}`),
    rows,
    delimiter: result.meta.delimiter,
  };
}
