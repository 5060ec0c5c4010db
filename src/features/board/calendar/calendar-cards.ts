import type { Card } from '@/api/types';
import { dayKey } from './calendar-dates';

export interface PlacedCards {
  /** Cards due on each local day (`yyyy-MM-dd`), by due time, then number. */
  byDay: ReadonlyMap<string, readonly Card[]>;
  /** Cards without a due date, by number. */
  undated: readonly Card[];
}

const byDueThenNumber = (a: Card, b: Card) =>
  (a.due_date ?? '').localeCompare(b.due_date ?? '') || a.number - b.number;

/** The shown cards by the day they are due on (the browser's time zone). */
export function placeCards(cards: Iterable<Card>): PlacedCards {
  const byDay = new Map<string, Card[]>();
  const undated: Card[] = [];
  for (const card of cards) {
    const due = card.due_date ? new Date(card.due_date) : null;
    if (!due || Number.isNaN(due.getTime())) {
      undated.push(card);
      continue;
    }
    const key = dayKey(due);
    const day = byDay.get(key);
    if (day) day.push(card);
    else byDay.set(key, [card]);
  }
  for (const day of byDay.values()) day.sort(byDueThenNumber);
  undated.sort((a, b) => a.number - b.number);
  return { byDay, undated };
}
