import {
  KeyboardCode,
  type Announcements,
  type KeyboardCoordinateGetter,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { formatDate } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/translate';
import { parseDayKey } from './calendar-dates';

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
    'To set the due date, press Space or Enter, move to a day with the arrow keys (or to "No due date"), and press Space or Enter to drop there; Escape cancels. The card panel also has the due date.',
  ),
});

export function calendarAnnouncements(cardName: (cardId: number) => string): Announcements {
  const card = (id: UniqueIdentifier) => {
    const cardId = cardIdOfDrag(id);
    return cardId === null
      ? t('calendar.drag.card', 'Card')
      : t('calendar.drag.cardNamed', 'Card {name}', { name: cardName(cardId) });
  };
  const over = (id: UniqueIdentifier | undefined) => {
    const target = dropTarget(id);
    return target === undefined
      ? ''
      : t('calendar.drag.over', ', over {target}', { target: targetName(target) });
  };
  return {
    onDragStart: ({ active }) =>
      t('calendar.drag.start', 'Picked up {card}.', { card: card(active.id) }),
    onDragOver: ({ active, over: target }) => `${card(active.id)}${over(target?.id)}.`,
    onDragEnd: ({ active, over: target }) => {
      const where = dropTarget(target?.id);
      return where === undefined
        ? t('calendar.drag.putBack', '{card} was put back.', { card: card(active.id) })
        : t('calendar.drag.end', '{card}: due date set to {target}.', {
            card: card(active.id),
            target: targetName(where),
          });
    },
    onDragCancel: ({ active }) =>
      t('calendar.drag.cancel', 'Moving {card} was cancelled; it is back.', {
        card: card(active.id),
      }),
  };
}

/**
 * Arrow keys step between drop targets in the direction pressed: from the day (or list) the
 * card is over, to the nearest other one whose centre lies that way, along the grid's rows and
 * columns.
 */
export const calendarKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const { active, over, collisionRect, droppableRects, droppableContainers } = context;
  const code = event.code as KeyboardCode;
  const arrows = [KeyboardCode.Up, KeyboardCode.Down, KeyboardCode.Left, KeyboardCode.Right];
  if (!active || !collisionRect || !arrows.includes(code)) return undefined;
  event.preventDefault();
  // From the centre of the day (or list) the card is over; from the card itself before that.
  const hereRect = over ? droppableRects.get(over.id) : undefined;
  const from = hereRect ?? collisionRect;
  const fromX = from.left + from.width / 2;
  const fromY = from.top + from.height / 2;
  let best: { x: number; y: number; score: number } | null = null;
  for (const container of droppableContainers.getEnabled()) {
    const rect = droppableRects.get(container.id);
    if (!rect || container.id === over?.id) continue;
    const x = rect.left + rect.width / 2;
    const y = rect.top + rect.height / 2;
    const [along, across] =
      code === KeyboardCode.Left || code === KeyboardCode.Right
        ? [code === KeyboardCode.Right ? x - fromX : fromX - x, Math.abs(y - fromY)]
        : [code === KeyboardCode.Down ? y - fromY : fromY - y, Math.abs(x - fromX)];
    if (along <= 1) continue;
    // Straight ahead first: a cell in the same row (or column) beats a nearer one off it.
    const score = across * 4 + along;
    if (!best || score < best.score) best = { x, y, score };
  }
  if (!best) return undefined;
  return {
    x: best.x - collisionRect.width / 2,
    y: best.y - collisionRect.height / 2,
  };
};
