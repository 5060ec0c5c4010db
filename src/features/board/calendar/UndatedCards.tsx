import { useDroppable } from '@dnd-kit/core';
import { useState } from 'react';
import type { Card } from '@/api/types';
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
        No due date <span className={styles.count}>({cards.length})</span>
      </h3>
      {cards.length === 0 ? <p className={styles.empty}>Every shown card has a date.</p> : null}
      <CalendarCards cards={shown} boardId={boardId} canMove={canMove} highlight={highlight} />
      {cards.length > shown.length ? (
        <button type="button" className={styles.more} onClick={() => setLimit(limit + PAGE)}>
          Show {Math.min(PAGE, cards.length - shown.length)} more
        </button>
      ) : null}
    </section>
  );
}
