import { t } from '@/lib/i18n/translate';
import { paths } from '@/paths';
import { buildCalendar, type IcsEvent } from './ics';
import type { MyCard } from './my-cards';
import type { MyItem } from './my-items';
import { saveText } from '@/lib/save-file';

const dateOf = (value: string | null | undefined): Date | null => {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
};

/**
 * My dated cards and checklist items as calendar events, each linking to its card's address on
 * `origin`.
 */
export function myCalendarEvents(
  cards: readonly MyCard[],
  items: readonly MyItem[],
  origin: string,
): IcsEvent[] {
  return [...cardEvents(cards, origin), ...itemEvents(items, origin)];
}

function itemEvents(items: readonly MyItem[], origin: string): IcsEvent[] {
  return items.flatMap(({ item, card, boardId, boardName, columnName }) => {
    const start = dateOf(item.due_date);
    if (!start) return [];
    const on = t('myWork.itemOn', 'on {number} {title}', {
      number: `#${card.number}`,
      title: card.title,
    });
    return [
      {
        uid: `item-${boardId}-${item.id}@project-board`,
        start,
        summary: `${item.title} (${on})`,
        description: `${t('myWork.reason.item', 'Checklist item')} · ${boardName} · ${columnName}`,
        url: new URL(paths.card.href(boardId, card.id), origin).href,
      },
    ];
  });
}

function cardEvents(items: readonly MyCard[], origin: string): IcsEvent[] {
  return items.flatMap((item) => {
    const start = dateOf(item.card.due_date);
    if (!start) return [];
    return [
      {
        uid: `card-${item.boardId}-${item.card.id}@project-board`,
        start,
        summary: `#${item.card.number} ${item.card.title}`,
        description: `${item.boardName} · ${item.columnName}`,
        url: new URL(paths.card.href(item.boardId, item.card.id), origin).href,
      },
    ];
  });
}

/** Builds the .ics file and hands it to the browser as a download. */
export function downloadMyCalendar(
  cards: readonly MyCard[],
  items: readonly MyItem[],
  options: { name: string; alarmMinutes: number },
): void {
  const text = buildCalendar(myCalendarEvents(cards, items, window.location.origin), {
    ...options,
    now: new Date(),
  });
  saveText('my-work.ics', text, 'text/calendar;charset=utf-8');
}
