import { useDroppable } from '@dnd-kit/core';
import type { Card, DatedChecklistItem } from '@/api/types';
import { formatDate } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/translate';
import { CalendarCards } from './CalendarCards';
import { CalendarItem } from './CalendarItem';
import { DayOpener } from './DayOpener';
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
  /** A phone's month: the day shows "3 cards", a button that opens its list (`DayOpener`). */
  compact: boolean;
}

/**
 * One day of the grid: its date, its cards (a few, then "+N more"; on a phone's month "3 cards",
 * which opens the day), a place to drop a card.
 */
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
  compact,
}: CalendarDayProps) {
  const { setNodeRef, isOver } = useDroppable({ id: dayDropId(dayKey) });
  const shown = cards.slice(0, limit);
  const shownItems = items.slice(0, Math.max(0, limit - shown.length));
  const hidden = cards.length + items.length - shown.length - shownItems.length;
  const name = formatDate(day, 'weekdayDayMonth');
  return (
    <td
      ref={setNodeRef}
      className={styles.day}
      data-outside={outside || undefined}
      data-over={isOver || undefined}
      aria-current={today ? 'date' : undefined}
      data-day={dayKey}
    >
      <span
        className={styles.date}
        aria-hidden="true"
        data-weekday={formatDate(day, 'weekdayShort')}
      >
        {formatDate(day, 'dayOfMonth')}
      </span>
      {compact ? (
        <DayOpener
          day={day}
          cards={cards}
          items={items}
          numberOf={numberOf}
          boardId={boardId}
          highlight={highlight}
          onShowDay={onShowDay}
        />
      ) : null}
      {!compact && cards.length > 0 ? (
        <CalendarCards
          cards={shown}
          boardId={boardId}
          canMove={canMove}
          highlight={highlight}
          label={t('calendar.day.due', 'Due {day}', { day: name })}
        />
      ) : null}
      {!compact && shownItems.length > 0 ? (
        <ul
          className={styles.cards}
          aria-label={t('calendar.day.items', 'Checklist items due {day}', { day: name })}
        >
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
        <span className="visually-hidden">
          {t('calendar.day.empty', '{day}: nothing due', { day: name })}
        </span>
      ) : null}
      {!compact && hidden > 0 ? (
        <button type="button" className={styles.more} onClick={() => onShowDay(day)}>
          {t('calendar.day.more', '+{count} more', { count: hidden })}
          <span className="visually-hidden">
            {t('calendar.day.moreDue', ' due {day}', { day: name })}
          </span>
        </button>
      ) : null}
    </td>
  );
}
