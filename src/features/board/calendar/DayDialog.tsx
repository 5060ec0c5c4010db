import type { Card, DatedChecklistItem } from '@/api/types';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { formatDate } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/translate';
import { CalendarItem } from './CalendarItem';
import { DayCard } from './DayCard';
import styles from './CalendarView.module.css';

interface DayDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  day: Date;
  cards: readonly Card[];
  items: readonly DatedChecklistItem[];
  numberOf: (cardId: number) => number | undefined;
  boardId: number;
  highlight: string;
  onShowWeek: () => void;
}

/**
 * One day's cards and checklist items, each a link to its card (a phone's month, where a day is
 * too narrow for titles: `DayOpener`). It stays open under the card a link opens, so closing the
 * card comes back to the day's list.
 */
export function DayDialog({
  open,
  onOpenChange,
  day,
  cards,
  items,
  numberOf,
  boardId,
  highlight,
  onShowWeek,
}: DayDialogProps) {
  const name = formatDate(day, 'weekdayDayMonth');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={formatDate(day, 'fullDate')}
      footer={
        <Button variant="secondary" onClick={onShowWeek}>
          {t('calendar.day.week', 'Show the week')}
        </Button>
      }
    >
      <div className={styles.dayList}>
        {cards.length > 0 ? (
          <ul
            className={styles.entries}
            aria-label={t('calendar.day.due', 'Due {day}', { day: name })}
          >
            {cards.map((card) => (
              <DayCard key={card.id} card={card} boardId={boardId} highlight={highlight} />
            ))}
          </ul>
        ) : null}
        {items.length > 0 ? (
          <ul
            className={styles.entries}
            aria-label={t('calendar.day.items', 'Checklist items due {day}', { day: name })}
          >
            {items.map((item) => (
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
          <p className={styles.empty}>{t('calendar.day.nothing', 'Nothing is due on this day.')}</p>
        ) : null}
      </div>
    </Dialog>
  );
}
