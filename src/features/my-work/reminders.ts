import type { MyCard } from './my-cards';

export type ReminderKind = 'overdue' | 'due-soon';

/** A reminder of a card of mine: due soon (within the lead time) or overdue. */
export interface Reminder {
  /** Names the card, its due date and the kind: a new due date is a new reminder. */
  key: string;
  kind: ReminderKind;
  item: MyCard;
  due: Date;
}

/**
 * The reminders of my open cards at `now`: overdue ones, and those due within `leadMs`, the
 * soonest first. Completed, archived and deleted cards are not among `items` (`myCardsOf`).
 */
export function remindersOf(items: readonly MyCard[], now: Date, leadMs: number): Reminder[] {
  const reminders: Reminder[] = [];
  for (const item of items) {
    const iso = item.card.due_date;
    const due = iso ? new Date(iso) : null;
    if (!iso || !due || Number.isNaN(due.getTime())) continue;
    const left = due.getTime() - now.getTime();
    const kind: ReminderKind | null = left < 0 ? 'overdue' : left <= leadMs ? 'due-soon' : null;
    if (kind) {
      reminders.push({ key: `${kind}:${item.boardId}:${item.card.id}:${iso}`, kind, item, due });
    }
  }
  return reminders.sort((a, b) => a.due.getTime() - b.due.getTime() || a.key.localeCompare(b.key));
}
