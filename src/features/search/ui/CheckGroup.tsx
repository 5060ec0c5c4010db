import { useId, type ReactNode } from 'react';
import styles from '../Search.module.css';

export interface CheckOption<T> {
  value: T;
  label: ReactNode;
}

interface CheckGroupProps<T> {
  legend: string;
  options: readonly CheckOption<T>[];
  selected: readonly T[];
  onChange: (selected: T[]) => void;
  error?: string;
}

/** A labelled group of checkboxes (values within a group OR together). */
export function CheckGroup<T extends string | number>({
  legend,
  options,
  selected,
  onChange,
  error,
}: CheckGroupProps<T>) {
  const errorId = useId();
  return (
    <fieldset className={styles.group} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.checks}>
        {options.map((option) => (
          <label key={option.value} className={styles.check}>
            <input
              type="checkbox"
              checked={selected.includes(option.value)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? [...selected, option.value]
                    : selected.filter((value) => value !== option.value),
                )
              }
            />
            <bdi>{option.label}</bdi>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
