import { useId, useMemo, useState, type ReactNode } from 'react';
import { t } from '@/lib/i18n/translate';
import { guessMapping, mapCsv, type CsvMapping } from '../csv/map-csv';
import type { CsvTable } from '../csv/read-csv';
import type { ImportModel } from '../model/import-model';
import styles from './ImportPage.module.css';

type Role = keyof Omit<CsvMapping, 'fields'>;

const ROLES: [Role, () => string][] = [
  ['title', () => t('import.csv.title', 'Title')],
  ['status', () => t('import.csv.status', 'Column (status)')],
  ['description', () => t('import.csv.description', 'Description')],
  ['due', () => t('import.csv.due', 'Due date')],
  ['tags', () => t('import.csv.tags', 'Tags (comma-separated)')],
  ['assignees', () => t('import.csv.assignees', 'Assignees (comma-separated names)')],
  ['key', () => t('import.csv.key', 'Issue key (for Parent and Blocks)')],
  ['parent', () => t('import.csv.parent', 'Parent (an issue key)')],
  ['blocks', () => t('import.csv.blocks', 'Blocks (comma-separated issue keys)')],
];

/** Which CSV column is what, with the first rows shown; the model follows the choices. */
export function CsvMappingStep({
  table,
  fileName,
  children,
}: {
  table: CsvTable;
  fileName: string;
  children: (model: ImportModel) => ReactNode;
}) {
  const id = useId();
  const [mapping, setMapping] = useState(() => guessMapping(table.headers));
  const model = useMemo(
    () => mapCsv(table, mapping, fileName.replace(/\.[^.]+$/, '')),
    [table, mapping, fileName],
  );
  const options = [
    <option key="none" value="">
      {t('import.csv.none', '(none)')}
    </option>,
    ...table.headers.map((header, index) => (
      <option key={index} value={index}>
        {header}
      </option>
    )),
  ];
  const mapped = new Set(ROLES.map(([role]) => mapping[role]));
  return (
    <>
      <section className={styles.section} aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{t('import.csv.mappingTitle', 'Which column is what')}</h2>
        <div className={styles.mappingGrid}>
          {ROLES.map(([role, label]) => (
            <label key={role} className={styles.selectLabel}>
              {label()}
              <select
                value={mapping[role] ?? ''}
                onChange={(event) =>
                  setMapping((current) => ({
                    ...current,
                    [role]: event.target.value === '' ? null : Number(event.target.value),
                  }))
                }
              >
                {options}
              </select>
            </label>
          ))}
        </div>
        <fieldset className={styles.targets}>
          <legend className={styles.legend}>
            {t('import.csv.fields', 'Other columns to keep as text custom fields')}
          </legend>
          {table.headers.map((header, index) =>
            mapped.has(index) ? null : (
              <label key={index}>
                <input
                  type="checkbox"
                  checked={mapping.fields.includes(index)}
                  onChange={(event) =>
                    setMapping((current) => ({
                      ...current,
                      fields: event.target.checked
                        ? [...current.fields, index]
                        : current.fields.filter((f) => f !== index),
                    }))
                  }
                />{' '}
                {header}
              </label>
            ),
          )}
        </fieldset>
        <div className={styles.tableScroll}>
          <table className={styles.rows}>
            <caption>{t('import.csv.firstRows', 'The first rows')}</caption>
            <thead>
              <tr>
                {table.headers.map((header, index) => (
                  <th key={index} scope="col">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.slice(0, 5).map((row, r) => (
                <tr key={r}>
                  {table.headers.map((_, c) => (
                    <td key={c}>{(row[c] ?? '').slice(0, 120)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      {children(model)}
    </>
  );
}
