import { useDroppable } from '@dnd-kit/core';
import { useState } from 'react';
import type { Card } from '@/api/types';
import { formatNumber } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/translate';
import { CalendarCards } from './CalendarCards';
import { UNDATED_DROP_ID } from './calendar-drag';
import styles from './CalendarView.module.css';

const PAGE = 30;

interface UndatedCardsProps {
  cards: readonly Card[];
  boardId: number;
  canMove: boolean;
  highlight: string;
}

/** The cards without a due date, beside the grid; dropping one here clears its date. */
export function UndatedCards({ cards, boardId, canMove, highlight }: UndatedCardsProps) {
  const { setNodeRef, isOver } = useDroppable({ id: UNDATED_DROP_ID });
  const [limit, setLimit] = useState(PAGE);
  const shown = cards.slice(0, limit);
  return (
    <section
      ref={setNodeRef}
      className={styles.undated}
      data-over={isOver || undefined}
      aria-labelledby="calendar-undated"
    >
      <h3 id="calendar-undated" className={styles.undatedHeading}>
        {t('calendar.noDueDate', 'No due date')}{' '}
        <span className={styles.count}>({formatNumber(cards.length)})</span>
      </h3>
      {cards.length === 0 ? (
        <p className={styles.empty}>
          {t('calendar.noDueDate.empty', 'Every shown card has a date.')}
        </p>
      ) : null}
      <CalendarCards cards={shown} boardId={boardId} canMove={canMove} highlight={highlight} />
      {cards.length > shown.length ? (
        <button type="button" className={styles.more} onClick={() => setLimit(limit + PAGE)}>
          {t('calendar.noDueDate.more', 'Show {count} more', {
            count: Math.min(PAGE, cards.length - shown.length),
          })}
        </button>
      ) : null}
    </section>
  );
}
