import type { ViewMode } from '../view/view-mode';
import styles from './BoardHeader.module.css';

const MODES: { mode: ViewMode; label: string }[] = [
  { mode: 'kanban', label: 'Kanban' },
  { mode: 'list', label: 'List' },
  { mode: 'calendar', label: 'Calendar' },
];

interface ViewSwitchProps {
  mode: ViewMode;
  onChange: (mode: ViewMode) => void;
}

/** Kanban, list or calendar: a segmented control of toggle buttons. */
export function ViewSwitch({ mode, onChange }: ViewSwitchProps) {
  return (
    <div role="group" aria-label="View" className={styles.segmented}>
      {MODES.map((option) => (
        <button
          key={option.mode}
          type="button"
          className={styles.segment}
          aria-pressed={mode === option.mode}
          onClick={() => {
            if (mode !== option.mode) onChange(option.mode);
          }}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
