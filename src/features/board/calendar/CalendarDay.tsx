import { useDroppable } from '@dnd-kit/core';
import { format } from 'date-fns/format';
import type { Card, DatedChecklistItem } from '@/api/types';
import { CalendarCards } from './CalendarCards';
import { CalendarItem } from './CalendarItem';
import { dayDropId } from './calendar-drag';
import styles from './CalendarView.module.css';

interface CalendarDayProps {
  day: Date;
  dayKey: string;
  cards: readonly Card[];
  /** The checklist items due that day, of the shown cards; they follow the cards. */
  items: readonly DatedChecklistItem[];
  /** The number of a shown card (for "on #12"). */
  numberOf: (cardId: number) => number | undefined;
  /** How many cards and items show before "+N more" (all, in the week view). */
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
  items,
  numberOf,
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
  const shownItems = items.slice(0, Math.max(0, limit - shown.length));
  const hidden = cards.length + items.length - shown.length - shownItems.length;
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
      ) : null}
      {shownItems.length > 0 ? (
        <ul className={styles.cards} aria-label={`Checklist items due ${name}`}>
          {shownItems.map((item) => (
            <CalendarItem
              key={item.id}
              item={item}
              cardNumber={numberOf(item.card_id)}
              boardId={boardId}
            />
          ))}
        </ul>
      ) : null}
      {cards.length + items.length === 0 ? (
        <span className="visually-hidden">{name}: nothing due</span>
      ) : null}
      {hidden > 0 ? (
        <button type="button" className={styles.more} onClick={() => onShowDay(day)}>
          +{hidden} more<span className="visually-hidden"> due {name}</span>
        </button>
      ) : null}
    </td>
  );
}
