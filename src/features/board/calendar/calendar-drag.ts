import {
  KeyboardCode,
  type ClientRect,
  type KeyboardCoordinateGetter,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { formatDate } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/translate';
import { addDays } from 'date-fns/addDays';
import { dayKey } from './calendar-dates';
import { parseDayKey } from '@/domain/due-day';

export const UNDATED_DROP_ID = 'undated';
export const dayDropId = (day: string) => `day:${day}`;
export const calendarCardDragId = (cardId: number) => `calendar-card:${cardId}`;

export function cardIdOfDrag(id: UniqueIdentifier): number | null {
  const match = /^calendar-card:(\d+)$/.exec(String(id));
  return match ? Number(match[1]) : null;
}

/** Where a drop sets the due date: a day (`yyyy-MM-dd`), `null` for none, or nowhere. */
export function dropTarget(id: UniqueIdentifier | null | undefined): string | null | undefined {
  if (id === UNDATED_DROP_ID) return null;
  const match = /^day:(\d{4}-\d{2}-\d{2})$/.exec(String(id ?? ''));
  return match ? match[1] : undefined;
}

/** A drop target in words: "Wednesday, November 25, 2026" or "no due date". */
export function targetName(target: string | null): string {
  if (target === null) return t('calendar.noDueDate.target', 'no due date');
  const day = parseDayKey(target);
  return day ? formatDate(day, 'fullDate') : target;
}

export const calendarInstructions = (): ScreenReaderInstructions => ({
  draggable: t(
    'calendar.drag.instructions',
    'To set the due date, press Space or Enter, move to a day with the arrow keys (Delete moves it to "No due date"), and press Space or Enter to drop there; Escape cancels. The card panel also has the due date.',
  ),
});

/** The day a key steps to from `day`: a day either side, a week up or down. */
const DAY_STEPS: Partial<Record<string, number>> = {
  [KeyboardCode.Left]: -1,
  [KeyboardCode.Right]: 1,
  [KeyboardCode.Up]: -7,
  [KeyboardCode.Down]: 7,
};

/** Keys that move the card to "No due date" on purpose (an arrow never does). */
const CLEAR_KEYS: readonly string[] = ['Delete', 'Backspace'];

function centreOf(rect: { left: number; top: number; width: number; height: number }) {
  return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
}

/**
 * The calendar's keys while a card is picked up. From a day, the arrows step through the days
 * in date order, wrapping at the ends of the week's row (Right on the last day of a row is the
 * next day, in the row below); past the days shown, the card stays. Leaving the grid for "No
 * due date" is its own key (Delete or Backspace), never an arrow's side effect. From "No due
 * date", an arrow goes back to the nearest day that way.
 */
export const calendarKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const { active, over, collisionRect, droppableRects, droppableContainers } = context;
  if (!active || !collisionRect) return undefined;
  const to = (rect: { left: number; top: number; width: number; height: number }) => {
    const centre = centreOf(rect);
    return { x: centre.x - collisionRect.width / 2, y: centre.y - collisionRect.height / 2 };
  };
  if (CLEAR_KEYS.includes(event.code)) {
    const undated = droppableRects.get(UNDATED_DROP_ID);
    if (!undated) return undefined;
    event.preventDefault();
    return to(undated);
  }
  const step = DAY_STEPS[event.code];
  if (step === undefined) return undefined;
  event.preventDefault();
  const here = dropTarget(over?.id);
  if (typeof here === 'string') {
    const day = parseDayKey(here);
    const next = day ? droppableRects.get(dayDropId(dayKey(addDays(day, step)))) : undefined;
    return next ? to(next) : undefined;
  }
  // From "No due date" (or before the card is over anything): the nearest day in that direction.
  const from = centreOf((over && droppableRects.get(over.id)) ?? collisionRect);
  let best: { rect: ClientRect; score: number } | null = null;
  for (const container of droppableContainers.getEnabled()) {
    const rect = droppableRects.get(container.id);
    if (!rect || container.id === over?.id || dropTarget(container.id) === null) continue;
    const centre = centreOf(rect);
    const sideways = event.code === KeyboardCode.Left || event.code === KeyboardCode.Right;
    const forward = step > 0 ? 1 : -1;
    const along = sideways ? (centre.x - from.x) * forward : (centre.y - from.y) * forward;
    const across = sideways ? Math.abs(centre.y - from.y) : Math.abs(centre.x - from.x);
    if (along <= 1) continue;
    // Straight ahead first: a cell in the same row (or column) beats a nearer one off it.
    const score = across * 4 + along;
    if (!best || score < best.score) best = { rect, score };
  }
  return best ? to(best.rect) : undefined;
};
