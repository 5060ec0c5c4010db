import { useId, type ReactNode } from 'react';
import styles from '../Search.module.css';
import { Checkbox } from '@/components/Checkbox';
import { tn } from '@/lib/i18n/translate';

export interface CheckOption<T> {
  value: T;
  label: ReactNode;
  /** One line on what the option means, under it (and read as its description). */
  hint?: string;
  /** How many of the board's cards this option alone matches, shown beside it. */
  count?: number;
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
  const hintId = useId();
  const countId = useId();
  return (
    <fieldset className={styles.group} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.checks}>
        {options.map((option) => {
          const described = [
            option.hint ? `${hintId}-${option.value}` : null,
            option.count === undefined ? null : `${countId}-${option.value}`,
          ].filter(Boolean);
          return (
            <span key={option.value} className={styles.checkItem}>
              <span className={styles.checkRow}>
                <Checkbox
                  label={<bdi>{option.label}</bdi>}
                  aria-describedby={described.length > 0 ? described.join(' ') : undefined}
                  checked={selected.includes(option.value)}
                  onChange={(event) =>
                    onChange(
                      event.target.checked
                        ? [...selected, option.value]
                        : selected.filter((value) => value !== option.value),
                    )
                  }
                />
                {option.count === undefined ? null : (
                  <span id={`${countId}-${option.value}`} className={styles.optionCount}>
                    <span aria-hidden="true">{option.count}</span>
                    <span className="visually-hidden">
                      {tn('filters.count', option.count, {
                        one: '{count} card',
                        other: '{count} cards',
                      })}
                    </span>
                  </span>
                )}
              </span>
              {option.hint ? (
                <span id={`${hintId}-${option.value}`} className={styles.checkHint}>
                  {option.hint}
                </span>
              ) : null}
            </span>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
