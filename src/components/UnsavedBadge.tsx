import styles from './UnsavedBadge.module.css';
import { t } from '@/lib/i18n/translate';

/** "Unsaved": a change that shows but is not saved yet (tiles, rows, the card panel's fields). */
export function UnsavedBadge() {
  return (
    <span
      className={styles.unsaved}
      title={t('unsaved.hint', 'Not saved yet: it will be sent when possible')}
    >
      <span aria-hidden="true">●</span> {t('unsaved.badge', 'Unsaved')}
    </span>
  );
}
