import { useState } from 'react';
import type { Card, DatedChecklistItem } from '@/api/types';
import { formatDate } from '@/lib/i18n/format';
import { t, tn } from '@/lib/i18n/translate';
import { DayDialog } from './DayDialog';
import styles from './CalendarView.module.css';

interface DayOpenerProps {
  day: Date;
  cards: readonly Card[];
  items: readonly DatedChecklistItem[];
  numberOf: (cardId: number) => number | undefined;
  boardId: number;
  highlight: string;
  onShowDay: (day: Date) => void;
}

/**
 * A phone's month day: "3 cards" (and "1 item") as one button that opens the day's list
 * (`DayDialog`), where a 50 px wide day could show no title. Nothing when nothing is due; the
 * dialog stays mounted while open, so it is not lost when its last card moves to another day.
 */
export function DayOpener({
  day,
  cards,
  items,
  numberOf,
  boardId,
  highlight,
  onShowDay,
}: DayOpenerProps) {
  const [open, setOpen] = useState(false);
  const name = formatDate(day, 'weekdayDayMonth');
  return (
    <>
      {cards.length + items.length > 0 ? (
        <button
          type="button"
          className={styles.opener}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          {cards.length > 0 ? (
            <span className={styles.openerCount}>
              {tn('calendar.day.cards', cards.length, {
                one: '{count} card',
                other: '{count} cards',
              })}
            </span>
          ) : null}
          {cards.length > 0 && items.length > 0 ? (
            <>
              <span className="visually-hidden">,</span>{' '}
            </>
          ) : null}
          {items.length > 0 ? (
            <span className={styles.openerCount}>
              {tn('calendar.day.itemCount', items.length, {
                one: '{count} item',
                other: '{count} items',
              })}
            </span>
          ) : null}
          {/* A space between the parts: some name computations join "3 cards" and "due". */}{' '}
          <span className="visually-hidden">
            {t('calendar.day.moreDue', ' due {day}', { day: name })}
          </span>
        </button>
      ) : null}
      <DayDialog
        open={open}
        onOpenChange={setOpen}
        day={day}
        cards={cards}
        items={items}
        numberOf={numberOf}
        boardId={boardId}
        highlight={highlight}
        onShowWeek={() => {
          setOpen(false);
          onShowDay(day);
        }}
      />
    </>
  );
}
