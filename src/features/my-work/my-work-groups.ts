import { dueBucketsOf, type DueFacts } from '@/domain/due-dates';
import type { MyCard } from './my-cards';

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
  sort: SortKey;
}

export const NO_FILTERS: MyWorkFilters = { boardId: null, tag: null, reason: 'all', sort: 'due' };

export function matchesFilters(item: MyCard, filters: MyWorkFilters): boolean {
  if (filters.boardId !== null && item.boardId !== filters.boardId) return false;
  if (filters.reason === 'assigned' && !item.reasons.assigned) return false;
  if (filters.reason === 'mentioned' && !item.reasons.mentioned) return false;
  if (filters.tag !== null) {
    const wanted = filters.tag.toLocaleLowerCase();
    if (!item.tags.some((tag) => tag.name.toLocaleLowerCase() === wanted)) return false;
  }
  return true;
}

const dueTime = (item: MyCard) => {
  const time = item.card.due_date ? Date.parse(item.card.due_date) : Number.NaN;
  return Number.isNaN(time) ? Number.POSITIVE_INFINITY : time;
};

const byDue = (a: MyCard, b: MyCard) => dueTime(a) - dueTime(b);
const byTitle = (a: MyCard, b: MyCard) => a.card.title.localeCompare(b.card.title);
const byBoard = (a: MyCard, b: MyCard) => a.boardName.localeCompare(b.boardName);
const byUpdated = (a: MyCard, b: MyCard) =>
  (b.card.updated_at ?? '').localeCompare(a.card.updated_at ?? '');
const stable = (a: MyCard, b: MyCard) => a.boardId - b.boardId || a.card.id - b.card.id;

const ORDERS: Record<SortKey, ((a: MyCard, b: MyCard) => number)[]> = {
  due: [byDue, byBoard, byTitle],
  board: [byBoard, byDue, byTitle],
  title: [byTitle, byDue],
  updated: [byUpdated],
};

export function sortItems(items: readonly MyCard[], sort: SortKey): MyCard[] {
  const order = [...ORDERS[sort], stable];
  return [...items].sort((a, b) => {
    for (const compare of order) {
      const result = compare(a, b);
      if (result !== 0) return result;
    }
    return 0;
  });
}

export type Grouped = Record<DueGroup, MyCard[]>;

/** The filtered cards by due group, each group sorted. */
export function groupMyCards(items: readonly MyCard[], filters: MyWorkFilters, now: Date): Grouped {
  const groups: Grouped = { overdue: [], today: [], 'this-week': [], later: [], 'no-date': [] };
  for (const item of items) {
    if (matchesFilters(item, filters)) groups[dueGroupOf(item.card, now)].push(item);
  }
  for (const group of DUE_GROUPS) groups[group] = sortItems(groups[group], filters.sort);
  return groups;
}

/** The tag names of the cards, once each (first spelling wins), sorted: the tag filter's list. */
export function tagNamesOf(items: readonly MyCard[]): string[] {
  const names = new Map<string, string>();
  for (const item of items) {
    for (const tag of item.tags) {
      const key = tag.name.toLocaleLowerCase();
      if (!names.has(key)) names.set(key, tag.name);
    }
  }
  return [...names.values()].sort((a, b) => a.localeCompare(b));
}
