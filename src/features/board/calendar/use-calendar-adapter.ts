import { pointerWithin, rectIntersection, type CollisionDetection } from '@dnd-kit/core';
import { boardIndex } from '@/api/queries/board-index';
import type { BoardWorkingSet } from '@/api/types';
import { boardNames } from '../dnd/board-names';
import type { LayoutAdapter } from '@/features/board-core';
import { dayKey } from './calendar-dates';
import { dueOnDay } from '@/domain/due-day';
import {
  calendarInstructions,
  calendarKeyboardCoordinates,
  cardIdOfDrag,
  dropTarget,
  targetName,
} from './calendar-drag';
import { useSetDueDate } from './use-set-due-date';
import { t } from '@/lib/i18n/translate';

/** Where a calendar drag is: a day (`yyyy-MM-dd`), or `null` for "No due date". */
export interface CalendarTarget {
  day: string | null;
}

/** A drop lands where the pointer is; by keyboard, where the dragged chip's box overlaps most. */
const collision: CollisionDetection = (args) => {
  const under = pointerWithin(args);
  return under.length > 0 ? under : rectIntersection(args);
};

/**
 * The calendar's layout for the drag engine: a drop target is a day, which sets the due date
 * (same time of day, 9:00 when it had none), or "No due date", which clears it; the card's
 * chip does not move between days until the drop. It speaks the day, and its drop says what
 * it set ("due date set to …"), in the engine's one announcer.
 */
export function useCalendarAdapter(
  boardId: number,
  board: BoardWorkingSet,
): LayoutAdapter<CalendarTarget> {
  return calendarAdapter(board, useSetDueDate(boardId));
}

/** The calendar's adapter from its parts (`useCalendarAdapter` gives the board's). */
export function calendarAdapter(
  board: BoardWorkingSet,
  setDue: (cardId: number, due: string | null) => void,
): LayoutAdapter<CalendarTarget> {
  const { cardsById } = boardIndex(board);
  const names = boardNames(board, cardsById);
  const card = (dragId: string | number) => {
    const cardId = cardIdOfDrag(dragId);
    return cardId === null
      ? t('calendar.drag.card', 'Card')
      : t('calendar.drag.cardNamed', 'Card {name}', { name: names.cardName(cardId) });
  };
  return {
    names,
    cardOf: cardIdOfDrag,
    over: (_cardId, _active, overId, current) => {
      const day = dropTarget(overId);
      if (day === undefined) return null;
      return current?.day === day ? current : { day };
    },
    spot: () => null,
    describe: (active, target) =>
      target === null
        ? card(active.id)
        : `${card(active.id)}${t('calendar.drag.over', ', over {target}', {
            target: targetName(target.day),
          })}`,
    dropped: (active, target) =>
      target === null
        ? t('calendar.drag.putBack', '{card} was put back.', { card: card(active.id) })
        : t('calendar.drag.end', '{card}: due date set to {target}.', {
            card: card(active.id),
            target: targetName(target.day),
          }),
    drop: (cardId, { day }) => {
      const found = cardsById.get(cardId);
      if (!found) return false;
      const currentDay = found.due_date ? dayKey(new Date(found.due_date)) : null;
      if (day === currentDay) return false; // dropped where it already is
      const due = day === null ? null : dueOnDay(found.due_date, day);
      if (day !== null && due === null) return false; // not a day: nothing to set
      setDue(cardId, due);
      return true;
    },
    keyboard: calendarKeyboardCoordinates,
    collision,
    instructions: calendarInstructions(),
  };
}
