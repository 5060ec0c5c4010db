import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { accountQueries } from '@/api/queries/account';
import { useApiClient } from '@/api/react/api-client-context';
import { paths } from '@/paths';
import { unreadCount } from './unread-count';
import styles from './UnreadInboxLink.module.css';
import { t } from '@/lib/i18n/translate';

/**
 * The unread count stays current without a stream of its own: read every 30 s while the tab is
 * visible (React Query pauses the interval in a hidden tab) and when the window gets focus back;
 * a live `comment` event on the open board reads it at once.
 */
export const NOTIFICATIONS_POLL_MS = 30_000;

/** The header's link to the inbox, named with the unread count ("Inbox, 3 unread"). */
export function UnreadInboxLink() {
  const client = useApiClient();
  const notifications = useQuery({
    ...accountQueries.notifications(client),
    refetchInterval: NOTIFICATIONS_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
  const unread = unreadCount(notifications.data);
  // The visible "Inbox 3" is part of the name "Inbox, 3 unread" (WCAG 2.5.3, label in name).
  return (
    <Link
      href={paths.inbox.href()}
      aria-label={
        unread > 0 ? t('inbox.linkUnread', 'Inbox, {count} unread', { count: unread }) : undefined
      }
      className={styles.inboxLink}
    >
      {t('inbox.title', 'Inbox')}
      {unread > 0 ? (
        <>
          {' '}
          <span className={styles.badge}>{unread > 99 ? '99+' : unread}</span>
        </>
      ) : null}
    </Link>
  );
}
