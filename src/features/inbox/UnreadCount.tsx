import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { accountQueries } from '@/api/queries/account';
import { useApiClient } from '@/api/react/api-client-context';
import { unreadCount } from './unread-count';
import styles from './UnreadCount.module.css';

/**
 * The unread count stays current without a stream of its own: read every 30 s while the tab is
 * visible (React Query pauses the interval in a hidden tab) and when the window gets focus back;
 * a live `comment` event on the open board reads it at once.
 */
export const NOTIFICATIONS_POLL_MS = 30_000;

/**
 * The inbox link's unread badge ("3"); it tells the link the count, which names the link with it
 * ("Inbox, 3 unread": the visible "Inbox 3" is part of the name, WCAG 2.5.3 label in name).
 */
export function UnreadCount({ onCount }: { onCount: (unread: number) => void }) {
  const client = useApiClient();
  const notifications = useQuery({
    ...accountQueries.notifications(client),
    refetchInterval: NOTIFICATIONS_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
  const unread = unreadCount(notifications.data);
  useEffect(() => onCount(unread), [onCount, unread]);
  if (unread === 0) return null;
  // The space makes the visible text "Inbox 3" (label in name); the link's flex gap spaces it.
  return (
    <>
      {' '}
      <span className={styles.badge}>{unread > 99 ? '99+' : unread}</span>
    </>
  );
}
