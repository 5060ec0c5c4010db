import type { Card } from '@/api/types';
import { CalendarCard } from './CalendarCard';
import styles from './CalendarView.module.css';

interface CalendarCardsProps {
  cards: readonly Card[];
  boardId: number;
  canMove: boolean;
  highlight: string;
  label?: string;
}

/** A list of cards on the calendar: a day's, or those without a due date. */
export function CalendarCards({ cards, boardId, canMove, highlight, label }: CalendarCardsProps) {
  return (
    <ul className={styles.cards} aria-label={label}>
      {cards.map((card) => (
        <CalendarCard
          key={card.id}
          card={card}
          boardId={boardId}
          canMove={canMove}
          highlight={highlight}
        />
      ))}
    </ul>
  );
}
