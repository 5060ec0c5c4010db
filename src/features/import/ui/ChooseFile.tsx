import { useId } from 'react';
import { t } from '@/lib/i18n/translate';
import styles from './ImportPage.module.css';

/** The file input and what it takes. */
export function ChooseFile({ busy, onFile }: { busy: boolean; onFile: (file: File) => void }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('import.choose.title', 'Choose a file')}</h2>
      <ul className={styles.sources}>
        <li>
          {t(
            'import.choose.trello',
            'A Trello board export: in Trello, Menu → Print, export and share → Export as JSON.',
          )}
        </li>
        <li>
          {t(
            'import.choose.csv',
            'A CSV file (a Jira or Asana export, a spreadsheet): you choose which column is what.',
          )}
        </li>
        <li>
          {t(
            'import.choose.own',
            'A board exported from this app (Export a board, below): it comes back as it was.',
          )}
        </li>
      </ul>
      <label htmlFor={id} className={styles.fileLabel}>
        {t('import.choose.label', 'File to import')}
      </label>
      <input
        id={id}
        type="file"
        accept=".json,.csv,.tsv,.txt,application/json,text/csv"
        disabled={busy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
          event.target.value = '';
        }}
      />
      {busy ? <p role="status">{t('import.choose.reading', 'Reading the file…')}</p> : null}
    </section>
  );
}
