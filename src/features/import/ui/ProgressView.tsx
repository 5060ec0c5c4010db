import { Button } from '@/components/Button';
import { t } from '@/lib/i18n/translate';
import type { ImportProgress } from '../run/run-job';
import styles from './ImportPage.module.css';

function timeLeft(progress: ImportProgress): string | null {
  if (progress.doneThisRun < 5) return null;
  const remaining = progress.total - progress.done;
  const seconds = Math.ceil(((progress.elapsedMs / progress.doneThisRun) * remaining) / 1000);
  if (seconds < 60) return t('import.progress.seconds', 'about {count} s left', { count: seconds });
  return t('import.progress.minutes', 'about {count} min left', { count: Math.ceil(seconds / 60) });
}

/** The bar, the counts and the time left; Cancel keeps what is in. */
export function ProgressView({
  progress,
  resumed,
  onCancel,
}: {
  progress: ImportProgress | null;
  resumed: boolean;
  onCancel: () => void;
}) {
  const done = progress?.done ?? 0;
  const total = progress?.total ?? 1;
  const left = progress ? timeLeft(progress) : null;
  return (
    <section className={styles.section} aria-labelledby="import-progress-title">
      <h2 id="import-progress-title">
        {resumed
          ? t('import.progress.resumed', 'Finishing the import')
          : t('import.progress.title', 'Importing')}
      </h2>
      <progress
        className={styles.bar}
        max={total}
        value={done}
        aria-label={t('import.progress.label', 'Import progress')}
      />
      <p role="status" className={styles.count}>
        {progress
          ? t('import.progress.count', '{cards} of {cardsTotal} cards, {done} of {total} writes', {
              cards: progress.cardsDone,
              cardsTotal: progress.cardsTotal,
              done,
              total,
            })
          : t('import.progress.starting', 'Starting…')}
        {left ? ` · ${left}` : ''}
      </p>
      <p className={styles.hint}>
        {t(
          'import.progress.hint',
          'You may close this page: the import goes on from where it stopped when you open it again.',
        )}
      </p>
      <Button onClick={onCancel}>{t('import.progress.cancel', 'Cancel the import')}</Button>
    </section>
  );
}
