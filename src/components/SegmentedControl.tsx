import { useRef, type KeyboardEvent } from 'react';
import styles from './SegmentedControl.module.css';

export interface Segment<T extends string> {
  value: T;
  label: string;
}

interface SegmentedControlProps<T extends string> {
  /** The group's accessible name ("View", "Calendar span", "Show"). */
  label: string;
  value: T;
  options: readonly Segment<T>[];
  onChange: (value: T) => void;
  className?: string;
}

const STEPS: Partial<Record<string, number>> = {
  ArrowRight: 1,
  ArrowDown: 1,
  ArrowLeft: -1,
  ArrowUp: -1,
};

/**
 * One choice of a few, drawn as joined segments (the view switch, Month/Week, Comments/Activity/
 * All): a radio group, one tab stop on the chosen segment, the arrow keys move and choose.
 * Hand-made rather than Radix's radio group: the view switch is on the first paint, where Radix's
 * roving-focus code would cost more than this file (the first-load guard, docs/design.md).
 */
export function SegmentedControl<T extends string>({
  label,
  value,
  options,
  onChange,
  className,
}: SegmentedControlProps<T>) {
  const group = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = STEPS[event.key];
    if (step === undefined) return;
    // A segment hidden by a layout (Insights on a phone) is skipped.
    const shown = [
      ...(group.current?.querySelectorAll<HTMLButtonElement>('[role="radio"]') ?? []),
    ].filter((segment) => getComputedStyle(segment).display !== 'none');
    const next = shown[(shown.indexOf(event.currentTarget) + step + shown.length) % shown.length];
    if (!next) return;
    event.preventDefault();
    next.focus();
    next.click();
  };

  return (
    <div
      ref={group}
      role="radiogroup"
      aria-label={label}
      className={className ? `${styles.group} ${className}` : styles.group}
    >
      {options.map((option) => {
        const checked = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={checked ? 0 : -1}
            data-value={option.value}
            className={styles.segment}
            onClick={() => {
              if (!checked) onChange(option.value);
            }}
            onKeyDown={onKeyDown}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
