import { Link } from 'wouter';
import type { BoardSummary, Notification, PartialCard } from '@/api/types';
import { Avatar } from '@/components/Avatar';
import { Button } from '@/components/Button';
import styles from './Inbox.module.css';
import { actionText, formatTime } from './notification-text';
import { paths } from '@/paths';
import { t } from '@/lib/i18n/translate';

interface InboxItemProps {
  notification: Notification;
  /** undefined while the cards load; null when the card is gone or out of reach. */
  card: PartialCard | null | undefined;
  board: BoardSummary | undefined;
  /** Marks this notification read (its button, and following its link). */
  onMarkRead: (id: number) => void;
}

export function InboxItem({ notification, card, board, onMarkRead }: InboxItemProps) {
  const actor = notification.actor?.name ?? 'Someone';
  const unread = notification.read_at == null;
  return (
    <li className={styles.item} data-unread={unread || undefined}>
      <Avatar name={actor} avatarUrl={notification.actor?.avatar_url} decorative />
      <div className={styles.body}>
        <p className={styles.line}>
          {notification.read_at == null ? (
            <span className="visually-hidden">{t('inbox.unread', 'Unread: ')}</span>
          ) : null}
          <bdi className={styles.actor}>{actor}</bdi> {actionText(notification.kind)}{' '}
          <Subject notification={notification} card={card} board={board} onMarkRead={onMarkRead} />
        </p>
        {notification.created_at ? (
          <time className={styles.time} dateTime={notification.created_at}>
            {formatTime(notification.created_at)}
          </time>
        ) : null}
      </div>
      {unread ? (
        <Button
          size="sm"
          variant="ghost"
          className={styles.itemActions}
          onClick={(event) => {
            // The button goes once the notification is read: focus stays on its item's link.
            event.currentTarget.closest('li')?.querySelector('a')?.focus();
            onMarkRead(notification.id);
          }}
        >
          {t('inbox.markRead', 'Mark read')}
        </Button>
      ) : null}
    </li>
  );
}

function Subject({ notification, card, board, onMarkRead }: InboxItemProps) {
  const markRead = () => {
    if (notification.read_at == null) onMarkRead(notification.id);
  };
  if (notification.card_id == null) {
    if (notification.board_id == null) return null;
    return (
      <Link href={paths.board.href(notification.board_id)} onClick={markRead}>
        <bdi>
          {board?.name ?? t('inbox.board', 'Board #{id}', { id: String(notification.board_id) })}
        </bdi>
      </Link>
    );
  }
  if (card === undefined) return <span className={styles.muted}>{t('inbox.aCard', 'a card')}</span>;
  const boardId = card?.board?.id ?? card?.board_id ?? notification.board_id;
  if (card === null || boardId == null) {
    return <span className={styles.muted}>{t('inbox.cardGone', 'Card no longer available')}</span>;
  }
  return (
    <>
      <Link
        // A mention in a comment opens the card at that comment.
        href={
          notification.comment_id == null
            ? paths.card.href(boardId, card.id)
            : paths.comment.href(boardId, card.id, notification.comment_id)
        }
        onClick={markRead}
      >
        {card.number != null ? `#${card.number} ` : ''}
        <bdi>{card.title ?? t('inbox.card', 'Card {id}', { id: String(card.id) })}</bdi>
      </Link>
      {card.board || card.column ? (
        <span className={styles.muted}>
          {' '}
          {t('inbox.on', 'on')} <bdi>{card.board?.name ?? ''}</bdi>
          {card.column ? (
            <>
              {' · '}
              <bdi>{card.column.name}</bdi>
            </>
          ) : null}
        </span>
      ) : null}
    </>
  );
}
