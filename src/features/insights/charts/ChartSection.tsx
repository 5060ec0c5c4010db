import { useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/Button';
import { t } from '@/lib/i18n/translate';
import { saveBlob, saveText } from '@/lib/save-file';
import { toCsv, type CsvRow } from '../data/csv';
import { chartPng, partsOf } from './png';
import styles from './Charts.module.css';

export interface ChartTable {
  header: CsvRow;
  rows: readonly CsvRow[];
}

interface ChartSectionProps {
  title: string;
  summary: ReactNode;
  /** The file name of its CSV, without extension. */
  file: string;
  /** Built when shown or downloaded, not on every render (an aging table can hold 5,000 rows). */
  table: () => ChartTable;
  chart: ReactNode;
  /** The chart is a drawing (not a list), so it can be saved as a PNG. */
  image?: boolean;
}

/** One measure: its heading, a line of what it says, the chart or its table, and its CSV. */
export function ChartSection({ title, summary, file, table, chart, image }: ChartSectionProps) {
  const [asTable, setAsTable] = useState(false);
  const [pngFailed, setPngFailed] = useState(false);
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const savePng = async () => {
    const parts = sectionRef.current ? partsOf(sectionRef.current, title) : null;
    if (!parts) return;
    try {
      saveBlob(`${file}.png`, await chartPng(parts));
      setPngFailed(false);
    } catch {
      setPngFailed(true);
    }
  };
  return (
    <section ref={sectionRef} className={styles.section} aria-labelledby={headingId}>
      <div className={styles.heading}>
        <h3 id={headingId}>{title}</h3>
        <div className={styles.actions}>
          <Button
            size="sm"
            variant="ghost"
            aria-pressed={asTable}
            onClick={() => setAsTable(!asTable)}
          >
            {t('insights.showTable', 'Table')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={t('insights.downloadCsvOf', 'Download CSV: {chart}', { chart: title })}
            onClick={() => {
              const { header, rows } = table();
              saveText(`${file}.csv`, toCsv(header, rows), 'text/csv;charset=utf-8');
            }}
          >
            {t('insights.downloadCsv', 'Download CSV')}
          </Button>
          {image && !asTable ? (
            <Button
              size="sm"
              variant="ghost"
              aria-label={t('insights.downloadPngOf', 'Download PNG: {chart}', { chart: title })}
              onClick={() => void savePng()}
            >
              {t('insights.downloadPng', 'Download PNG')}
            </Button>
          ) : null}
        </div>
      </div>
      {pngFailed ? (
        <p role="alert" className={styles.summary}>
          {t('insights.pngFailed', 'This browser could not make an image of the chart.')}
        </p>
      ) : null}
      <p className={styles.summary}>{summary}</p>
      {asTable ? <DataTable title={title} table={table()} /> : chart}
    </section>
  );
}

function DataTable({ title, table }: { title: string; table: ChartTable }) {
  return (
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={title}>
      <table className={styles.table}>
        <thead>
          <tr>
            {table.header.map((cell, i) => (
              <th key={i} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={i}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
