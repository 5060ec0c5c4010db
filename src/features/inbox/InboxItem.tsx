import { Link } from 'wouter';
import type { BoardSummary, Notification, PartialCard } from '@/api/types';
import { Avatar } from '@/components/Avatar';
import styles from './Inbox.module.css';
import { actionText, formatTime } from './notification-text';
import { paths } from '@/paths';

interface InboxItemProps {
  notification: Notification;
  /** undefined while the cards load; null when the card is gone or out of reach. */
  card: PartialCard | null | undefined;
  board: BoardSummary | undefined;
}

export function InboxItem({ notification, card, board }: InboxItemProps) {
  const actor = notification.actor?.name ?? 'Someone';
  return (
    <li className={styles.item} data-unread={notification.read_at == null || undefined}>
      <Avatar name={actor} avatarUrl={notification.actor?.avatar_url} decorative />
      <div className={styles.body}>
        <p className={styles.line}>
          {notification.read_at == null ? <span className="visually-hidden">Unread: </span> : null}
          <bdi className={styles.actor}>{actor}</bdi> {actionText(notification.kind)}{' '}
          <Subject notification={notification} card={card} board={board} />
        </p>
        {notification.created_at ? (
          <time className={styles.time} dateTime={notification.created_at}>
            {formatTime(notification.created_at)}
          </time>
        ) : null}
      </div>
    </li>
  );
}

function Subject({ notification, card, board }: InboxItemProps) {
  if (notification.card_id == null) {
    if (notification.board_id == null) return null;
    return (
      <Link href={paths.board.href(notification.board_id)}>
        <bdi>{board?.name ?? `Board #${notification.board_id}`}</bdi>
      </Link>
    );
  }
  if (card === undefined) return <span className={styles.muted}>a card</span>;
  const boardId = card?.board?.id ?? card?.board_id ?? notification.board_id;
  if (card === null || boardId == null) {
    return <span className={styles.muted}>Card no longer available</span>;
  }
  return (
    <>
      <Link href={paths.card.href(boardId, card.id)}>
        {card.number != null ? `#${card.number} ` : ''}
        <bdi>{card.title ?? `Card ${card.id}`}</bdi>
      </Link>
      {card.board || card.column ? (
        <span className={styles.muted}>
          {' '}
          on <bdi>{card.board?.name ?? ''}</bdi>
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
