import { GripVertical } from 'lucide';
import { Icon } from '@/components/Icon';
import { useDraggable } from '@dnd-kit/core';
import { memo } from 'react';
import type { Card } from '@/api/types';
import { CardLink } from '@/features/card/CardLink';
import { t } from '@/lib/i18n/translate';
import { Highlight } from '@/features/search/Highlight';
import { calendarCardDragId } from './calendar-drag';
import styles from './CalendarView.module.css';

interface CalendarCardProps {
  card: Card;
  boardId: number;
  canMove: boolean;
  highlight: string;
}

/**
 * A card on the calendar: its link, and a handle. The pointer drags the card from anywhere on
 * it (as on the kanban board); the keyboard drags from the handle.
 */
export const CalendarCard = memo(function CalendarCard({
  card,
  boardId,
  canMove,
  highlight,
}: CalendarCardProps) {
  const { setNodeRef, setActivatorNodeRef, isDragging, attributes, listeners } = useDraggable({
    id: calendarCardDragId(card.id),
    disabled: !canMove,
  });
  const { onKeyDown: startKeyboardDrag, ...pointerListeners } = listeners ?? {};
  const completed = card.is_completed ?? card.completed_at !== null;
  return (
    <li
      ref={setNodeRef}
      className={styles.card}
      data-dragging={isDragging || undefined}
      data-completed={completed || undefined}
      {...pointerListeners}
    >
      {canMove ? (
        <button
          type="button"
          ref={setActivatorNodeRef}
          className={styles.handle}
          aria-label={t('calendar.card.handle', 'Set the due date of #{number} {title}', {
            number: String(card.number),
            title: card.title,
          })}
          {...attributes}
          onKeyDown={(event) => startKeyboardDrag?.(event)}
        >
          <Icon icon={GripVertical} />
        </button>
      ) : null}
      <CardLink boardId={boardId} cardId={card.id} className={styles.link}>
        <span className={styles.number}>#{card.number}</span>{' '}
        <bdi>
          <Highlight text={card.title} query={highlight} />
        </bdi>
      </CardLink>
    </li>
  );
});
