import { ChevronLeft, ChevronRight } from 'lucide';
import { Icon } from '@/components/Icon';
import { SegmentedControl } from '@/components/SegmentedControl';
import { isSameMonth } from 'date-fns/isSameMonth';
import { memo, useCallback, useMemo } from 'react';
import { cardOf } from '@/api/queries/board-index';
import type { BoardWorkingSet, Card, DatedChecklistItem } from '@/api/types';
import type { BoardLayout } from '@/features/board-core';
import { DragHost } from '../dnd/engine/DragHost';
import { useDragEngine } from '../dnd/engine/use-drag-engine';
import { currentFormatLocale, formatDate, formatDateRange } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/translate';
import { useScreenLayout } from '@/lib/screen-layout';
import { useToday } from '@/lib/use-today';
import { placeCards } from './calendar-cards';
import { dayKey, gridDays, gridWindow, localeWeekStart, shiftAnchor } from './calendar-dates';
import { CalendarDay } from './CalendarDay';
import { placeItems } from './dated-items';
import { useDatedItems } from './use-dated-items';
import { UndatedCards } from './UndatedCards';
import { useCalendarParams } from './use-calendar-params';
import { useCalendarAdapter } from './use-calendar-adapter';
import styles from './CalendarView.module.css';

/** Entries a day of the month grid shows before "+N more" (which opens that day's week). */
const MONTH_DAY_LIMIT = 3;
const NO_CARDS: readonly Card[] = [];
const NO_ITEMS: readonly DatedChecklistItem[] = [];

export interface CalendarViewProps {
  boardId: number;
  board: BoardWorkingSet;
  layout: BoardLayout;
  canMove: boolean;
  highlight?: string;
}

/**
 * The board by due date: a month (or week) grid of the shown cards, the undated ones beside it.
 * Dragging a card to a day sets its due date (same time of day), to "No due date" clears it:
 * the drag engine with the calendar's layout adapter (`useCalendarAdapter`).
 */
export const CalendarView = memo(function CalendarView({
  boardId,
  board,
  layout,
  canMove,
  highlight = '',
}: CalendarViewProps) {
  const [{ span, anchor }, setParams] = useCalendarParams();
  const todayKey = dayKey(useToday());
  const weekStartsOn = useMemo(() => localeWeekStart(currentFormatLocale()), []);
  const days = useMemo(() => gridDays(anchor, span, weekStartsOn), [anchor, span, weekStartsOn]);
  const dueWindow = useMemo(() => gridWindow(days), [days]);
  const placed = useMemo(
    () => placeCards([...layout.cardsByColumn.values()].flat(), dueWindow),
    [layout.cardsByColumn, dueWindow],
  );
  const datedItems = useDatedItems(boardId, dueWindow);
  const itemsByDay = useMemo(() => {
    const shown = new Set<number>();
    for (const cards of layout.cardsByColumn.values()) for (const card of cards) shown.add(card.id);
    return placeItems(datedItems, shown);
  }, [datedItems, layout.cardsByColumn]);
  const numberOf = useCallback((cardId: number) => cardOf(board, cardId)?.number, [board]);
  const drag = useDragEngine(useCalendarAdapter(boardId, board), boardId, board);
  const dragged = drag.active?.cardId ?? null;

  // A phone's month days are 50 px wide: each shows "3 cards", which opens the day.
  const compact = useScreenLayout() === 'phone' && span === 'month';
  const showDay = useCallback((day: Date) => setParams({ span: 'week', anchor: day }), [setParams]);
  const weeks: Date[][] = [];
  for (let index = 0; index < days.length; index += 7) weeks.push(days.slice(index, index + 7));
  const title =
    span === 'month'
      ? formatDate(anchor, 'monthYear')
      : formatDateRange(days[0] ?? anchor, days.at(-1) ?? anchor);
  const draggedCard = dragged === null ? undefined : cardOf(board, dragged);

  return (
    <DragHost
      engine={drag.dndContextProps}
      animateDrop={false}
      overlay={
        draggedCard ? (
          <div className={styles.overlay}>
            #{draggedCard.number} {draggedCard.title}
          </div>
        ) : null
      }
    >
      <section className={styles.calendar} aria-label={t('calendar.region', 'Calendar')}>
        <div className={styles.toolbar}>
          <h2 className={styles.title} aria-live="polite">
            {title}
          </h2>
          <div className={styles.nav}>
            <button
              type="button"
              className={styles.navButton}
              aria-label={
                span === 'month'
                  ? t('calendar.previousMonth', 'Previous month')
                  : t('calendar.previousWeek', 'Previous week')
              }
              onClick={() => setParams({ span, anchor: shiftAnchor(anchor, span, -1) })}
            >
              <Icon icon={ChevronLeft} />
            </button>
            <button
              type="button"
              className={styles.navButton}
              onClick={() => setParams({ span, anchor: new Date() })}
            >
              {t('calendar.today', 'Today')}
            </button>
            <button
              type="button"
              className={styles.navButton}
              aria-label={
                span === 'month'
                  ? t('calendar.nextMonth', 'Next month')
                  : t('calendar.nextWeek', 'Next week')
              }
              onClick={() => setParams({ span, anchor: shiftAnchor(anchor, span, 1) })}
            >
              <Icon icon={ChevronRight} />
            </button>
          </div>
          <SegmentedControl
            label={t('calendar.span', 'Calendar span')}
            value={span}
            options={[
              { value: 'month', label: t('calendar.month', 'Month') },
              { value: 'week', label: t('calendar.week', 'Week') },
            ]}
            onChange={(option) => setParams({ span: option, anchor })}
          />
        </div>
        <div className={styles.body}>
          <table className={styles.grid} data-span={span}>
            <caption className="visually-hidden">
              {t('calendar.caption', 'Cards of {board} by due date, {title}', {
                board: board.name,
                title,
              })}
            </caption>
            <thead>
              <tr>
                {(weeks[0] ?? []).map((day) => (
                  <th key={day.getDay()} scope="col" abbr={formatDate(day, 'weekdayLong')}>
                    {formatDate(day, 'weekdayShort')}
                    {span === 'week' ? ` ${formatDate(day, 'dayOfMonth')}` : null}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={dayKey(week[0] ?? anchor)}>
                  {week.map((day) => {
                    const key = dayKey(day);
                    return (
                      <CalendarDay
                        key={key}
                        day={day}
                        dayKey={key}
                        cards={placed.byDay.get(key) ?? NO_CARDS}
                        items={itemsByDay.get(key) ?? NO_ITEMS}
                        numberOf={numberOf}
                        limit={span === 'month' ? MONTH_DAY_LIMIT : Number.POSITIVE_INFINITY}
                        outside={span === 'month' && !isSameMonth(day, anchor)}
                        today={key === todayKey}
                        boardId={boardId}
                        canMove={canMove}
                        highlight={highlight}
                        onShowDay={showDay}
                        compact={compact}
                      />
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
          <UndatedCards
            cards={placed.undated}
            boardId={boardId}
            canMove={canMove}
            highlight={highlight}
          />
        </div>
      </section>
    </DragHost>
  );
});

export default CalendarView;
