import type { ConditionValue } from '../model/filter-state';
import styles from '../Search.module.css';
import { t } from '@/lib/i18n/translate';

interface InputProps {
  /** The field's name; inputs are labelled from it. */
  name: string;
  type: 'text' | 'number' | 'date';
  value: ConditionValue | undefined;
  onChange: (value: ConditionValue) => void;
  describedBy?: string;
}

/** One text, number or date value. */
export function ValueInput({ name, type, value, onChange, describedBy }: InputProps) {
  return (
    <input
      className={styles.input}
      type={type}
      step={type === 'number' ? 'any' : undefined}
      aria-label={t('filters.condition.value', '{name} value', { name })}
      aria-describedby={describedBy}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** A from/to pair for `between` (numbers or dates), both ends included. */
export function RangeInput({ name, type, value, onChange, describedBy }: InputProps) {
  const [from = '', to = ''] = Array.isArray(value) ? value : [];
  return (
    <span className={styles.range}>
      <input
        className={styles.input}
        type={type}
        step={type === 'number' ? 'any' : undefined}
        aria-label={t('filters.condition.from', '{name} from', { name })}
        aria-describedby={describedBy}
        value={from}
        onChange={(event) => onChange([event.target.value, to])}
      />
      <span aria-hidden="true">–</span>
      <input
        className={styles.input}
        type={type}
        step={type === 'number' ? 'any' : undefined}
        aria-label={t('filters.condition.to', '{name} to', { name })}
        aria-describedby={describedBy}
        value={to}
        onChange={(event) => onChange([from, event.target.value])}
      />
    </span>
  );
}
