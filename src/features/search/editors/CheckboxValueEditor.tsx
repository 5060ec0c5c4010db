import type { ConditionValue } from '../model/filter-state';
import styles from '../Search.module.css';
import { t } from '@/lib/i18n/translate';

interface CheckboxValueEditorProps {
  name: string;
  value: ConditionValue | undefined;
  onChange: (value: ConditionValue) => void;
  describedBy?: string;
}

/** A checkbox field is checked or not (an unset one counts as not checked). */
export function CheckboxValueEditor({
  name,
  value,
  onChange,
  describedBy,
}: CheckboxValueEditorProps) {
  return (
    <label className={styles.check}>
      <input
        type="checkbox"
        aria-describedby={describedBy}
        checked={value === 'true' || value === '1'}
        onChange={(event) => onChange(event.target.checked ? 'true' : 'false')}
      />
      {t('filters.condition.checked', '{name} checked', { name })}
    </label>
  );
}
