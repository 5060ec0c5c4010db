import type { TimelineMode } from './timeline';
import { SegmentedControl } from '@/components/SegmentedControl';
import { t } from '@/lib/i18n/translate';

/** "Comments / Activity / All": the segmented radio group (arrow keys move between them). */
export function TimelineModeSwitch({
  mode,
  onChange,
}: {
  mode: TimelineMode;
  onChange: (mode: TimelineMode) => void;
}) {
  return (
    <SegmentedControl
      label={t('comments.mode.legend', 'Show')}
      value={mode}
      options={[
        { value: 'comments', label: t('comments.mode.comments', 'Comments') },
        { value: 'activity', label: t('comments.mode.activity', 'Activity') },
        { value: 'all', label: t('comments.mode.all', 'All') },
      ]}
      onChange={onChange}
    />
  );
}
