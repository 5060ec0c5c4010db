import { dueBucketsOf, type DueFacts } from '@/domain/due-dates';
import type { MyCard } from './my-cards';
import type { MyItem } from './my-items';

/** A row of the page: a card of mine, or a checklist item assigned to me. */
export type MyEntry = MyCard | MyItem;

/** The due date that groups an entry: the item's own for an item. */
export function dueFactsOf(entry: MyEntry): DueFacts {
  return entry.kind === 'item' ? entry.item : entry.card;
}

/** The page's groups, in the order shown. */
export const DUE_GROUPS = ['overdue', 'today', 'this-week', 'later', 'no-date'] as const;
export type DueGroup = (typeof DUE_GROUPS)[number];

/**
 * The group of a card by its due date, with the search's due rules (`dueBucketsOf`, the local
 * time zone): overdue first (a card due earlier today is overdue), then today, the rest of
 * this ISO week, later, no date.
 */
export function dueGroupOf(card: DueFacts, now: Date): DueGroup {
  const buckets = dueBucketsOf(card, now);
  if (buckets.has('no-date')) return 'no-date';
  if (buckets.has('overdue')) return 'overdue';
  if (buckets.has('today')) return 'today';
  if (buckets.has('this-week')) return 'this-week';
  return 'later';
}

export type ReasonFilter = 'all' | 'assigned' | 'mentioned';
export type SortKey = 'due' | 'board' | 'title' | 'updated';

export interface MyWorkFilters {
  /** null: every board. */
  boardId: number | null;
  /** A tag name, compared without case (boards have their own tags); null: any. */
  tag: string | null;
  reason: ReasonFilter;
  /** Leaves out cards an open card still blocks (CONTRACT 4d): they cannot be worked on yet. */
  hideBlocked: boolean;
  sort: SortKey;
}

export const NO_FILTERS: MyWorkFilters = {
  boardId: null,
  tag: null,
  reason: 'all',
  hideBlocked: false,
  sort: 'due',
};

/** How many open cards block a card of mine (0 for a checklist item, or none). */
export function openBlockersOf(item: MyEntry): number {
  return item.kind === 'card' ? (item.card.relations?.blocked_by_open ?? 0) : 0;
}

export function matchesFilters(item: MyEntry, filters: MyWorkFilters): boolean {
  if (filters.boardId !== null && item.boardId !== filters.boardId) return false;
  // An item is assigned to me by definition; it mentions no one.
  const assigned = item.kind === 'item' || item.reasons.assigned;
  const mentioned = item.kind === 'card' && item.reasons.mentioned;
  if (filters.reason === 'assigned' && !assigned) return false;
  if (filters.reason === 'mentioned' && !mentioned) return false;
  if (filters.hideBlocked && openBlockersOf(item) > 0) return false;
  if (filters.tag !== null) {
    const wanted = filters.tag.toLocaleLowerCase();
    if (!item.tags.some((tag) => tag.name.toLocaleLowerCase() === wanted)) return false;
  }
  return true;
}

const dueTime = (entry: MyEntry) => {
  const { due_date } = dueFactsOf(entry);
  const time = due_date ? Date.parse(due_date) : Number.NaN;
  return Number.isNaN(time) ? Number.POSITIVE_INFINITY : time;
};

/** An entry with its due time parsed once, not at every comparison. */
interface Keyed<T extends MyEntry = MyEntry> {
  entry: T;
  due: number;
}

// One collator, not `localeCompare` (which sets one up at each call): every board's answer and
// every quick action sorts all my cards again, on the way to the frame that shows it.
const collator = new Intl.Collator();
const byDue = (a: Keyed, b: Keyed) => a.due - b.due;
const byTitle = (a: Keyed, b: Keyed) => collator.compare(a.entry.card.title, b.entry.card.title);
const byBoard = (a: Keyed, b: Keyed) => collator.compare(a.entry.boardName, b.entry.boardName);
const byUpdated = (a: Keyed, b: Keyed) =>
  (b.entry.card.updated_at ?? '').localeCompare(a.entry.card.updated_at ?? '');
const entryId = (entry: MyEntry) => (entry.kind === 'item' ? entry.item.id : 0);
const stable = ({ entry: a }: Keyed, { entry: b }: Keyed) =>
  a.boardId - b.boardId || a.card.id - b.card.id || entryId(a) - entryId(b);

const ORDERS: Record<SortKey, ((a: Keyed, b: Keyed) => number)[]> = {
  due: [byDue, byBoard, byTitle],
  board: [byBoard, byDue, byTitle],
  title: [byTitle, byDue],
  updated: [byUpdated],
};

export function sortItems<T extends MyEntry>(items: readonly T[], sort: SortKey): T[] {
  const order = [...ORDERS[sort], stable];
  const keyed: Keyed<T>[] = items.map((entry) => ({ entry, due: dueTime(entry) }));
  keyed.sort((a, b) => {
    for (const compare of order) {
      const result = compare(a, b);
      if (result !== 0) return result;
    }
    return 0;
  });
  return keyed.map((key) => key.entry);
}

export type Grouped = Record<DueGroup, MyEntry[]>;

/** The filtered cards by due group, each group sorted. */
export function groupMyCards(
  items: readonly MyEntry[],
  filters: MyWorkFilters,
  now: Date,
): Grouped {
  const groups: Grouped = { overdue: [], today: [], 'this-week': [], later: [], 'no-date': [] };
  for (const item of items) {
    if (matchesFilters(item, filters)) groups[dueGroupOf(dueFactsOf(item), now)].push(item);
  }
  for (const group of DUE_GROUPS) groups[group] = sortItems(groups[group], filters.sort);
  return groups;
}

/** The tag names of the cards, once each (first spelling wins), sorted: the tag filter's list. */
export function tagNamesOf(items: readonly MyEntry[]): string[] {
  const names = new Map<string, string>();
  for (const item of items) {
    for (const tag of item.tags) {
      const key = tag.name.toLocaleLowerCase();
      if (!names.has(key)) names.set(key, tag.name);
    }
  }
  return [...names.values()].sort((a, b) => a.localeCompare(b));
}
