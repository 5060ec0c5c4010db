import type { Card } from '@/api/types';
import { dayKey } from './calendar-dates';

export interface PlacedCards {
  /** Cards due on each local day (`yyyy-MM-dd`) of the window, by due time, then number. */
  byDay: ReadonlyMap<string, readonly Card[]>;
  /** Cards without a due date, by number. */
  undated: readonly Card[];
}

/** The instants a grid shows: from its first day's midnight to the midnight after its last. */
export interface DueWindow {
  from: Date;
  to: Date;
}

const byDueThenNumber = (a: Card, b: Card) =>
  (a.due_date ?? '').localeCompare(b.due_date ?? '') || a.number - b.number;

/** A UTC time as the service writes it; such strings sort as their instants do. */
const UTC_ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{1,3})?Z$/;

/**
 * The shown cards by the day they are due on (the browser's time zone), those due in the window
 * only, and the undated ones. A due date in the service's UTC form is compared as a string with
 * the window first, so the thousands due on other months are not parsed at all (the first switch
 * to the calendar keys every shown card).
 */
export function placeCards(cards: Iterable<Card>, window: DueWindow): PlacedCards {
  const fromIso = window.from.toISOString();
  const toIso = window.to.toISOString();
  const from = window.from.getTime();
  const to = window.to.getTime();
  const byDay = new Map<string, Card[]>();
  const undated: Card[] = [];
  for (const card of cards) {
    const dueIso = card.due_date;
    if (dueIso && UTC_ISO.test(dueIso) && (dueIso < fromIso || dueIso >= toIso)) continue;
    const due = dueIso ? new Date(dueIso) : null;
    const time = due ? due.getTime() : Number.NaN;
    if (!due || Number.isNaN(time)) {
      undated.push(card);
      continue;
    }
    if (time < from || time >= to) continue;
    const key = dayKey(due);
    const day = byDay.get(key);
    if (day) day.push(card);
    else byDay.set(key, [card]);
  }
  for (const day of byDay.values()) day.sort(byDueThenNumber);
  undated.sort((a, b) => a.number - b.number);
  return { byDay, undated };
}
