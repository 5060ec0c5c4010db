import { Square, SquareCheck } from 'lucide';
import { Icon } from '@/components/Icon';
import { memo } from 'react';
import type { DatedChecklistItem } from '@/api/types';
import { CardLink } from '@/features/card';
import { t } from '@/lib/i18n/translate';
import styles from './CalendarView.module.css';

interface CalendarItemProps {
  item: DatedChecklistItem;
  cardNumber: number | undefined;
  boardId: number;
}

/** A checklist item due on a day: marked as an item, a link to its card. */
export const CalendarItem = memo(function CalendarItem({
  item,
  cardNumber,
  boardId,
}: CalendarItemProps) {
  const kind = item.is_completed
    ? t('calendar.item.done', 'done checklist item')
    : t('calendar.item', 'checklist item');
  const card = cardNumber === undefined ? '' : ` #${cardNumber}`;
  return (
    <li className={styles.item} data-completed={item.is_completed || undefined}>
      <span className={styles.itemMark} aria-hidden="true">
        <Icon icon={item.is_completed ? SquareCheck : Square} />
      </span>
      <CardLink
        boardId={boardId}
        cardId={item.card_id}
        className={styles.link}
        aria-label={`${item.title}${card}, ${kind}`}
      >
        {/* A break before the title: a long first word starts under the mark, not cut. */}
        <wbr />
        <bdi>{item.title}</bdi>
        <span className={styles.itemCard}>{card}</span>
      </CardLink>
    </li>
  );
});
