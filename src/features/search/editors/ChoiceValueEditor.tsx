import type { ConditionValue } from '../model/filter-state';
import styles from '../Search.module.css';
import { t } from '@/lib/i18n/translate';

export interface Choice {
  id: string;
  label: string;
}

interface ChoiceValueEditorProps {
  name: string;
  choices: readonly Choice[];
  /** is_any_of: several choices (checkboxes); otherwise one (a select). */
  multiple: boolean;
  value: ConditionValue | undefined;
  onChange: (value: ConditionValue) => void;
  describedBy?: string;
}

/** Select options or people: one of them, or any of several. */
export function ChoiceValueEditor({
  name,
  choices,
  multiple,
  value,
  onChange,
  describedBy,
}: ChoiceValueEditorProps) {
  if (!multiple) {
    return (
      <select
        className={styles.input}
        aria-label={t('filters.condition.value', '{name} value', { name })}
        aria-describedby={describedBy}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t('filters.choose', 'Choose…')}</option>
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.label}
          </option>
        ))}
      </select>
    );
  }
  const chosen: readonly string[] = Array.isArray(value) ? value : [];
  return (
    <fieldset className={styles.choiceList} aria-describedby={describedBy}>
      <legend className="visually-hidden">{`${name} values`}</legend>
      {choices.map((choice) => (
        <label key={choice.id} className={styles.check}>
          <input
            type="checkbox"
            checked={chosen.includes(choice.id)}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? [...chosen, choice.id]
                  : chosen.filter((id) => id !== choice.id),
              )
            }
          />
          <bdi>{choice.label}</bdi>
        </label>
      ))}
    </fieldset>
  );
}
