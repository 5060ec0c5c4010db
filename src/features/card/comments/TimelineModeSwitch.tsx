import { useId } from 'react';
import type { TimelineMode } from './timeline';
import styles from './Comments.module.css';
import { t } from '@/lib/i18n/translate';

const MODES: { mode: TimelineMode; label: () => string }[] = [
  { mode: 'comments', label: () => t('comments.mode.comments', 'Comments') },
  { mode: 'activity', label: () => t('comments.mode.activity', 'Activity') },
  { mode: 'all', label: () => t('comments.mode.all', 'All') },
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
      <legend className="visually-hidden">{t('comments.mode.legend', 'Show')}</legend>
      {MODES.map((option) => (
        <label key={option.mode} className={styles.segment}>
          <input
            type="radio"
            name={name}
            value={option.mode}
            checked={mode === option.mode}
            onChange={() => onChange(option.mode)}
          />
          <span>{option.label()}</span>
        </label>
      ))}
    </fieldset>
  );
}
