import { useId } from 'react';
import { TARGET_LABELS } from '../model/filter-labels';
import { TARGET_KEYS, type TargetKey } from '../model/filter-state';
import styles from '../Search.module.css';
import { Checkbox } from '@/components/Checkbox';
import { t } from '@/lib/i18n/translate';

interface ScopeFilterProps {
  includeArchived: boolean;
  target: TargetKey | null;
  errors: { includeArchived?: string; target?: string };
  onChange: (change: { includeArchived?: boolean; target?: TargetKey | null }) => void;
}

/** What the search covers: archived items or not, and what it finds (cards, columns, templates). */
export function ScopeFilter({ includeArchived, target, errors, onChange }: ScopeFilterProps) {
  const errorId = useId();
  const error = errors.target ?? errors.includeArchived;
  return (
    <fieldset className={styles.group} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>{t('filters.find', 'Find')}</legend>
      <div className={styles.checks} role="radiogroup" aria-label={t('filters.find', 'Find')}>
        {[null, ...TARGET_KEYS].map((key) => (
          <label key={key ?? 'all'} className={styles.check}>
            <input
              type="radio"
              name="search-target"
              checked={target === key}
              onChange={() => onChange({ target: key })}
            />
            {key === null ? t('filters.target.all', 'Cards and columns') : TARGET_LABELS[key]()}
          </label>
        ))}
      </div>
      <Checkbox
        label={t('filters.includeArchived', 'Include archived cards and columns')}
        checked={includeArchived}
        onChange={(event) => onChange({ includeArchived: event.target.checked })}
      />
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
