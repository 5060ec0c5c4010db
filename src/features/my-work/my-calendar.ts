import { paths } from '@/paths';
import { buildCalendar, type IcsEvent } from './ics';
import type { MyCard } from './my-cards';

/** My dated cards as calendar events, each linking to the card's address on `origin`. */
export function myCalendarEvents(items: readonly MyCard[], origin: string): IcsEvent[] {
  return items.flatMap((item) => {
    const start = item.card.due_date ? new Date(item.card.due_date) : null;
    if (!start || Number.isNaN(start.getTime())) return [];
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
  items: readonly MyCard[],
  options: { name: string; alarmMinutes: number },
): void {
  const text = buildCalendar(myCalendarEvents(items, window.location.origin), {
    ...options,
    now: new Date(),
  });
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'my-work.ics';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link: the object URL can go after this task.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
