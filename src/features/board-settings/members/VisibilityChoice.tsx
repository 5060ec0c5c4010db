import { useId } from 'react';
import type { Visibility } from '@/domain/enums';
import styles from '../shared/Settings.module.css';
import { t } from '@/lib/i18n/translate';

const CHOICES: { value: Visibility; label: () => string; meaning: () => string }[] = [
  {
    value: 'private',
    label: () => t('board.visibility.private', 'Private'),
    meaning: () => t('settings.visibility.privateMeaning', 'Only members can open the board.'),
  },
  {
    value: 'public',
    label: () => t('board.visibility.public', 'Public'),
    meaning: () =>
      t(
        'settings.visibility.publicMeaning',
        'Everyone in your company can view it; members keep their permission.',
      ),
  },
];

interface VisibilityChoiceProps {
  value: Visibility;
  onChange: (value: Visibility) => void;
  error: string | undefined;
}

export function VisibilityChoice({ value, onChange, error }: VisibilityChoiceProps) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset
      className={styles.fieldset}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend>{t('settings.visibility', 'Visibility')}</legend>
      {CHOICES.map((choice) => (
        <label key={choice.value} className={styles.option}>
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
          />
          <span>
            <strong>{choice.label()}</strong>: {choice.meaning()}
          </span>
        </label>
      ))}
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
