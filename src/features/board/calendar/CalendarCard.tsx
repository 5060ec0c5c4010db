import { GripVertical } from 'lucide';
import { Icon } from '@/components/Icon';
import { memo, useCallback } from 'react';
import type { Card } from '@/api/types';
import { CardLink } from '@/features/card';
import { t } from '@/lib/i18n/translate';
import { Highlight } from '@/features/search';
import { usePickUp } from '../dnd/use-pick-up';
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
 * it (as on the kanban board); the keyboard drags from the handle. A dnd-kit draggable only while
 * it can be picked up (`usePickUp`).
 */
export const CalendarCard = memo(function CalendarCard({
  card,
  boardId,
  canMove,
  highlight,
}: CalendarCardProps) {
  const drag = usePickUp({ id: calendarCardDragId(card.id), disabled: !canMove });
  const { nodeRef } = drag;
  const ref = useCallback(
    (node: HTMLLIElement | null) => {
      nodeRef.current = node;
    },
    [nodeRef],
  );
  const completed = card.is_completed ?? card.completed_at !== null;
  return (
    <>
      <li
        ref={ref}
        className={styles.card}
        data-dragging={drag.isDragging || undefined}
        data-completed={completed || undefined}
        {...drag.nodeHandlers}
      >
        {canMove ? (
          <button
            type="button"
            {...drag.handleProps}
            className={styles.handle}
            aria-label={t('calendar.card.handle', 'Set the due date of #{number} {title}', {
              number: String(card.number),
              title: card.title,
            })}
            {...drag.attributes}
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
      {drag.draggable}
    </>
  );
});
