import type { DatedChecklistItem } from '@/api/types';
import { dayKey } from './calendar-dates';

/** Checklist items of the shown cards by the local day they are due, by due time, then id. */
export function placeItems(
  items: readonly DatedChecklistItem[],
  shownCardIds: ReadonlySet<number>,
): ReadonlyMap<string, readonly DatedChecklistItem[]> {
  const byDay = new Map<string, DatedChecklistItem[]>();
  for (const item of items) {
    const due = item.due_date ? new Date(item.due_date) : null;
    if (!due || Number.isNaN(due.getTime()) || !shownCardIds.has(item.card_id)) continue;
    const key = dayKey(due);
    const day = byDay.get(key);
    if (day) day.push(item);
    else byDay.set(key, [item]);
  }
  for (const day of byDay.values())
    day.sort((a, b) => (a.due_date ?? '').localeCompare(b.due_date ?? '') || a.id - b.id);
  return byDay;
}
