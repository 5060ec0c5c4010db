import { useDroppable } from '@dnd-kit/core';
import { format } from 'date-fns/format';
import type { Card } from '@/api/types';
import { CalendarCards } from './CalendarCards';
import { dayDropId } from './calendar-drag';
import styles from './CalendarView.module.css';

interface CalendarDayProps {
  day: Date;
  dayKey: string;
  cards: readonly Card[];
  /** How many cards show before "+N more" (all, in the week view). */
  limit: number;
  outside: boolean;
  today: boolean;
  boardId: number;
  canMove: boolean;
  highlight: string;
  onShowDay: (day: Date) => void;
}

/** One day of the grid: its date, its cards (a few, then "+N more"), a place to drop a card. */
export function CalendarDay({
  day,
  dayKey,
  cards,
  limit,
  outside,
  today,
  boardId,
  canMove,
  highlight,
  onShowDay,
}: CalendarDayProps) {
  const { setNodeRef, isOver } = useDroppable({ id: dayDropId(dayKey) });
  const shown = cards.slice(0, limit);
  const hidden = cards.length - shown.length;
  const name = format(day, 'EEEE, MMMM d');
  return (
    <td
      ref={setNodeRef}
      className={styles.day}
      data-outside={outside || undefined}
      data-over={isOver || undefined}
      aria-current={today ? 'date' : undefined}
      data-day={dayKey}
    >
      <span className={styles.date} aria-hidden="true">
        {format(day, 'd')}
      </span>
      {cards.length > 0 ? (
        <CalendarCards
          cards={shown}
          boardId={boardId}
          canMove={canMove}
          highlight={highlight}
          label={`Due ${name}`}
        />
      ) : (
        <span className="visually-hidden">{name}: nothing due</span>
      )}
      {hidden > 0 ? (
        <button type="button" className={styles.more} onClick={() => onShowDay(day)}>
          +{hidden} more<span className="visually-hidden"> due {name}</span>
        </button>
      ) : null}
    </td>
  );
}
