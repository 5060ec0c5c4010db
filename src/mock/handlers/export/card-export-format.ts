import type { ExportFormat } from '@/domain/enums';

/** Spreadsheets run a cell that starts with one of these as a formula (`=HYPERLINK(...)`). */
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const raw = Array.isArray(value)
    ? value.filter((v) => v != null).join(',')
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);
  // OWASP's CSV injection rule: text that would start a formula is kept as text.
  const text = FORMULA_START.test(raw) ? `'${raw}` : raw;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 CSV with a header row; lists join with commas inside one quoted cell. */
export function toCsv(rows: readonly Record<string, unknown>[], fields: readonly string[]): string {
  const lines = [
    fields.map(csvCell).join(','),
    ...rows.map((row) => fields.map((f) => csvCell(row[f])).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

export const EXPORT_MIME: Record<ExportFormat, string> = {
  csv: 'text/csv',
  json: 'application/json',
};

export function renderExport(
  format: ExportFormat,
  rows: readonly Record<string, unknown>[],
  fields: readonly string[],
): string {
  return format === 'csv' ? toCsv(rows, fields) : `${JSON.stringify(rows, null, 2)}\n`;
}

/** `product-roadmap-2026-03-11-120000.csv` */
export function exportFileName(boardName: string, format: ExportFormat, now: Date): string {
  const slug =
    boardName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'board';
  const stamp = now.toISOString().slice(0, 19).replace('T', '-').replace(/:/g, '');
  return `${slug}-${stamp}.${format}`;
}
