import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { meQuery } from '@/api/queries/account';
import { useApiClient } from '@/api/react/api-client-context';
import { paths } from '@/paths';
import { notifiedStore } from './notified-store';
import { startReminderNotifier, type LockManagerLike } from './reminder-notifier';
import { readReminderSettings, useReminderSettings } from './reminder-settings';
import { cachedMyCards } from './use-cached-my-cards';
import { readEveryBoard } from './use-my-work';

/** The notifying tab reads every board this often, so cards of boards not open are known. */
const READ_ALL_MS = 5 * 60_000;

const locksOf = (): LockManagerLike | null =>
  typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : null;

/**
 * Browser notifications shortly before a card of mine is due, once I opted in (My work asks,
 * never at load): in one tab of all those open (Web Locks), none in quiet hours. Renders nothing.
 */
export function ReminderNotifier() {
  const { notify } = useReminderSettings();
  const queryClient = useQueryClient();
  const client = useApiClient();
  const userId = useQuery(meQuery(client)).data?.id;
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!notify || userId === undefined || typeof Notification === 'undefined') return;
    let timer: number | undefined;
    const stop = startReminderNotifier({
      locks: locksOf(),
      now: () => new Date(),
      settings: readReminderSettings,
      permission: () => Notification.permission,
      cards: () => cachedMyCards(queryClient, userId),
      notified: notifiedStore,
      show: (notice) => {
        const shown = new Notification(notice.title, { body: notice.body, tag: notice.key });
        shown.onclick = () => {
          window.focus();
          navigate(paths.card.href(notice.boardId, notice.cardId));
        };
      },
      onLeader: () => {
        void readEveryBoard(queryClient, client);
        timer = window.setInterval(() => void readEveryBoard(queryClient, client), READ_ALL_MS);
      },
    });
    return () => {
      stop();
      window.clearInterval(timer);
    };
  }, [notify, userId, queryClient, client, navigate]);
  return null;
}
