import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { accountQueries } from '@/api/queries/account';
import { boardQueries } from '@/api/queries/boards';
import { cardQueries } from '@/api/queries/cards';
import { useApiClient } from '@/api/react/api-client-context';
import type { PartialCard } from '@/api/types';
import { Button } from '@/components/Button';
import { QueryErrorScreen } from '@/components/QueryErrorScreen';
import { LoadingArea, Skeleton } from '@/components/Skeleton';
import styles from './Inbox.module.css';
import { InboxItem } from './InboxItem';
import { cardIdsOf } from './notification-text';
import { useDocumentTitle } from '@/lib/use-document-title';
import { unreadCount } from './unread-count';
import { useMarkRead } from './use-mark-read';
import { DueReminders } from '@/features/my-work';
import { t } from '@/lib/i18n/translate';

/** My in-app notifications, newest first; their cards come from one batch request. */
export function InboxPage() {
  const client = useApiClient();
  // Opening the inbox reads it again: the header's count may have read it moments before a
  // mention arrived, and what is shown here must not wait for the count's next poll.
  const notifications = useQuery({
    ...accountQueries.notifications(client),
    refetchOnMount: 'always',
  });
  const boards = useQuery(boardQueries.list(client));
  const ids = notifications.data ? cardIdsOf(notifications.data) : [];
  const cards = useQuery(cardQueries.references(client, ids));
  const { mutate: markRead } = useMarkRead();
  const markOneRead = useCallback((id: number) => markRead({ ids: [id] }), [markRead]);
  useDocumentTitle(t('inbox.title', 'Inbox'));

  if (notifications.isPending) {
    return (
      <LoadingArea className={styles.page} label={t('inbox.loading', 'Loading notifications')}>
        <Skeleton height={48} />
        <Skeleton height={48} />
      </LoadingArea>
    );
  }
  if (notifications.isError) {
    return (
      <QueryErrorScreen
        error={notifications.error}
        subject={t('inbox.subject', 'your notifications')}
        onRetry={() => void notifications.refetch()}
      />
    );
  }
  const cardsById = new Map<number, PartialCard>((cards.data ?? []).map((c) => [c.id, c]));
  // undefined: not known (yet); null: the batch answer left the card out, so it is out of reach.
  const cardOf = (cardId: number | null) =>
    cardId == null || !cards.isSuccess ? undefined : (cardsById.get(cardId) ?? null);
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1>{t('inbox.title', 'Inbox')}</h1>
        {notifications.data.length > 0 ? (
          <Button
            size="sm"
            onClick={() => markRead({ all: true })}
            disabled={unreadCount(notifications.data) === 0}
          >
            {t('inbox.markAllRead', 'Mark all read')}
          </Button>
        ) : null}
      </div>
      <DueReminders />
      {cards.isError ? (
        <p role="alert">
          {t('inbox.cardsFailed', 'The cards of these notifications could not load.')}{' '}
          <Button size="sm" onClick={() => void cards.refetch()}>
            {t('common.tryAgain', 'Try again')}
          </Button>
        </p>
      ) : null}
      {notifications.data.length === 0 ? (
        <p>{t('inbox.empty', 'No notifications yet.')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('inbox.list', 'Notifications')}>
          {notifications.data.map((notification) => (
            <InboxItem
              key={notification.id}
              notification={notification}
              card={cardOf(notification.card_id)}
              board={boards.data?.find((board) => board.id === notification.board_id)}
              onMarkRead={markOneRead}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
