import { useQuery } from '@tanstack/react-query';
import { meQuery } from '@/api/queries/account';
import { useApiClient } from '@/api/react/api-client-context';
import type { BoardWorkingSet } from '@/api/types';
import { Skeleton } from '@/components/Skeleton';
import styles from '../shared/Settings.module.css';
import { SettingsSection } from '../shared/SettingsSection';
import { NotificationPreferencesForm } from './NotificationPreferencesForm';
import { t } from '@/lib/i18n/translate';

/** Only members have preferences; a visitor of a public board is told why there are none. */
export function NotificationsSection({ board }: { board: BoardWorkingSet }) {
  const client = useApiClient();
  const me = useQuery(meQuery(client));
  return (
    <SettingsSection section="notifications">
      {me.isPending ? (
        <Skeleton height={64} />
      ) : me.isSuccess && board.members[me.data.id] === undefined ? (
        <p className={styles.notice}>
          {t(
            'settings.notify.visitor',
            'You are viewing this public board without being a member, so it sends you no notifications. Ask a board manager to add you to choose them.',
          )}
        </p>
      ) : (
        <NotificationPreferencesForm boardId={board.id} initial={board.preferences.notification} />
      )}
    </SettingsSection>
  );
}
