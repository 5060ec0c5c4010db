import type { ViewMode } from '@/features/board-core';
import styles from './BoardHeader.module.css';
import { SegmentedControl } from '@/components/SegmentedControl';
import { t } from '@/lib/i18n/translate';

interface ViewSwitchProps {
  mode: ViewMode;
  onChange: (mode: ViewMode) => void;
}

/**
 * Kanban, list, calendar or insights. Insights last: on a phone that segment is hidden
 * (BoardHeader.module.css) and the Board options fold offers it instead.
 */
export function ViewSwitch({ mode, onChange }: ViewSwitchProps) {
  return (
    <SegmentedControl
      label={t('view.switch', 'View')}
      value={mode}
      className={styles.viewSwitch}
      options={[
        { value: 'kanban', label: t('view.kanban', 'Kanban') },
        { value: 'list', label: t('view.list', 'List') },
        { value: 'calendar', label: t('view.calendar', 'Calendar') },
        { value: 'insights', label: t('view.insights', 'Insights') },
      ]}
      onChange={onChange}
    />
  );
}
