import type { ViewMode } from '../view/view-mode';
import styles from './BoardHeader.module.css';
import { t } from '@/lib/i18n/translate';

/** Insights last: on a phone the last segment is hidden (BoardHeader.module.css). */
const MODES: { mode: ViewMode; label: () => string }[] = [
  { mode: 'kanban', label: () => t('view.kanban', 'Kanban') },
  { mode: 'list', label: () => t('view.list', 'List') },
  { mode: 'calendar', label: () => t('view.calendar', 'Calendar') },
  { mode: 'insights', label: () => t('view.insights', 'Insights') },
];

interface ViewSwitchProps {
  mode: ViewMode;
  onChange: (mode: ViewMode) => void;
}

/** Kanban, list, calendar or insights: a segmented control of toggle buttons. */
export function ViewSwitch({ mode, onChange }: ViewSwitchProps) {
  return (
    <div role="group" aria-label={t('view.switch', 'View')} className={styles.segmented}>
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
          {option.label()}
        </button>
      ))}
    </div>
  );
}
