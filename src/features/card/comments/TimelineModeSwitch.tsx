import { useId } from 'react';
import type { TimelineMode } from './timeline';
import styles from './Comments.module.css';

const MODES: { mode: TimelineMode; label: string }[] = [
  { mode: 'comments', label: 'Comments' },
  { mode: 'activity', label: 'Activity' },
  { mode: 'all', label: 'All' },
];

/** "Comments / Activity / All": a segmented radio group (arrow keys move between them). */
export function TimelineModeSwitch({
  mode,
  onChange,
}: {
  mode: TimelineMode;
  onChange: (mode: TimelineMode) => void;
}) {
  const name = useId();
  return (
    <fieldset className={styles.segments}>
      <legend className="visually-hidden">Show</legend>
      {MODES.map((option) => (
        <label key={option.mode} className={styles.segment}>
          <input
            type="radio"
            name={name}
            value={option.mode}
            checked={mode === option.mode}
            onChange={() => onChange(option.mode)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
