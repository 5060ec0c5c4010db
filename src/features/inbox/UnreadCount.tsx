import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect, useState } from 'react';
import { lazyModule } from '@/lib/lazy-module';
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

const reminderCount = lazyModule(() => import('@/features/my-work/ReminderCount'));

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
  // Reminders (due soon, overdue) of the boards read so far count as unread too; their code
  // comes after the count of notifications.
  const reminderModule = reminderCount.useModule(true);
  const [reminders, setReminders] = useState(0);
  const unread = unreadCount(notifications.data) + reminders;
  const counter = reminderModule ? <reminderModule.ReminderCount onCount={setReminders} /> : null;
  // Before paint: the link's name ("Inbox, 3 unread") changes in the same frame as the badge,
  // never a frame later (axe, and a screen reader, would meet "Inbox 3" named "Inbox, 2 unread").
  useLayoutEffect(() => onCount(unread), [onCount, unread]);
  // The space makes the visible text "Inbox 3" (label in name); the link's flex gap spaces it.
  return (
    <>
      {counter}
      {unread > 0 ? (
        <>
          {' '}
          <span className={styles.badge}>{unread > 99 ? '99+' : unread}</span>
        </>
      ) : null}
    </>
  );
}
