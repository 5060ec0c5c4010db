import { memo } from 'react';
import { RelativeTime } from '../RelativeTime';
import { activityText } from './activity-text';
import type { ActivityGroup } from './group-activity';
import styles from '../Comments.module.css';
import { t, tn } from '@/lib/i18n/translate';

/** "Eli Editor moved this from To do to Doing · 5 minutes ago"; a group lists its changes. */
export const ActivityRow = memo(function ActivityRow({
  entryKey,
  group,
}: {
  entryKey: string;
  group: ActivityGroup;
}) {
  const actor = group.actor?.name || t('activity.someone', 'Someone');
  const [only] = group.entries;
  const single = group.entries.length === 1 && only !== undefined;
  return (
    <li className={styles.activityRow} tabIndex={-1} data-entry={entryKey}>
      <bdi className={styles.author}>{actor}</bdi>{' '}
      {single
        ? activityText(only)
        : tn('activity.changes', group.entries.length, {
            one: 'made {count} change',
            other: 'made {count} changes',
          })}
      <span className={styles.muted}>
        {' · '}
        <RelativeTime iso={group.at} />
      </span>
      {single ? null : (
        <ul>
          {group.entries.map((entry) => (
            <li key={entry.id}>{activityText(entry)}</li>
          ))}
        </ul>
      )}
    </li>
  );
});
