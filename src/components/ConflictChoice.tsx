import { useId, useState } from 'react';
import { Button } from '@/components/Button';
import type { FieldClash } from '@/api/conflicts/save-merging';
import styles from './ConflictChoice.module.css';
import { t } from '@/lib/i18n/translate';

/** Someone else changed what the user changed meanwhile: both values, and the user's choice. */
export interface Conflict {
  clashes: readonly FieldClash[];
  /** Saves the user's values over theirs; resolves true once saved. */
  keepMine: () => Promise<boolean>;
  /** Shows theirs as saved and drops the user's values. */
  takeTheirs: () => void;
}

interface ConflictChoiceProps {
  conflict: Conflict;
  /** How a value of this field reads ("(empty)" for none by default). */
  format?: (value: unknown) => string;
  /** After "Keep mine" saved, or "Take theirs" (the field drops its draft, say). */
  onResolved?: (choice: 'mine' | 'theirs') => void;
}

export function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return t('conflict.empty', '(empty)');
  if (typeof value === 'boolean') return value ? t('common.yes', 'Yes') : t('common.no', 'No');
  if (Array.isArray(value))
    return value.length === 0 ? t('conflict.none', '(none)') : value.join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * Someone else changed this field while the user was changing it: both values side by side,
 * and the choice. Nothing is lost either way: the user's value stays in the field until they
 * choose, and theirs is what the server holds.
 */
export function ConflictChoice({
  conflict,
  format = formatValue,
  onResolved,
}: ConflictChoiceProps) {
  const headingId = useId();
  const [saving, setSaving] = useState(false);
  return (
    <section className={styles.conflict} aria-labelledby={headingId}>
      <p id={headingId} className={styles.heading} role="alert">
        {t('conflict.heading', 'Someone else changed this while you were editing it.')}
      </p>
      {conflict.clashes.map((clash) => (
        <div key={clash.field} className={styles.versions}>
          <div className={styles.version}>
            <span className={styles.label}>{t('conflict.theirs', 'Theirs (saved)')}</span>
            <span className={styles.value}>{format(clash.theirs)}</span>
          </div>
          <div className={styles.version}>
            <span className={styles.label}>{t('conflict.yours', 'Yours')}</span>
            <span className={styles.value}>{format(clash.mine)}</span>
          </div>
        </div>
      ))}
      <div className={styles.actions}>
        <Button
          size="sm"
          variant="primary"
          disabled={saving}
          onClick={() => {
            setSaving(true);
            void conflict.keepMine().then((saved) => {
              setSaving(false);
              if (saved) onResolved?.('mine');
            });
          }}
        >
          {t('conflict.keepMine', 'Keep mine')}
        </Button>
        <Button
          size="sm"
          disabled={saving}
          onClick={() => {
            conflict.takeTheirs();
            onResolved?.('theirs');
          }}
        >
          {t('conflict.takeTheirs', 'Take theirs')}
        </Button>
      </div>
    </section>
  );
}
