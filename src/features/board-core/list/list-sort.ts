import type { Card, Column } from '@/api/types';

export type SortKey = 'number' | 'title' | 'column' | 'due_date' | 'status' | 'checklist';
export type SortDirection = 'asc' | 'desc';

export interface ListSort {
  key: SortKey;
  direction: SortDirection;
}

type SortValue = number | string | null;

function timeOf(value: string | null): number | null {
  if (value === null) return null;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? null : time;
}

const CARD_VALUES: Record<Exclude<SortKey, 'column'>, (card: Card) => SortValue> = {
  number: (card) => card.number,
  title: (card) => card.title.toLocaleLowerCase(),
  due_date: (card) => timeOf(card.due_date),
  status: (card) => card.status,
  checklist: (card) => {
    const total = card.checklist_items ?? 0;
    return total > 0 ? (card.checklist_items_completed ?? 0) / total : null;
  },
};

function compareValues(a: SortValue, b: SortValue, direction: SortDirection): number {
  // Missing values go last whichever the direction.
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  const order =
    typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
  return direction === 'asc' ? order : -order;
}

/** A stable sort: equal values keep the order they came in (the column's own order). */
function sortBy<T>(items: readonly T[], value: (item: T) => SortValue, direction: SortDirection) {
  return items
    .map((item, index) => ({ item, index, value: value(item) }))
    .sort((a, b) => compareValues(a.value, b.value, direction) || a.index - b.index)
    .map(({ item }) => item);
}

/** A group's cards in the table's sort; the same array when the sort does not apply to cards. */
export function sortCardsBy(cards: readonly Card[], sort: ListSort | null): readonly Card[] {
  if (sort === null || sort.key === 'column') return cards;
  return sortBy(cards, CARD_VALUES[sort.key], sort.direction);
}

/** Groups are in board order, or by column name when the table is sorted by column. */
export function sortColumnsBy(
  columns: readonly Column[],
  sort: ListSort | null,
): readonly Column[] {
  if (sort?.key !== 'column') return columns;
  return sortBy(columns, (column) => column.name.toLocaleLowerCase(), sort.direction);
}

/** Clicking a header: a new key sorts ascending, the current one flips direction. */
export function nextSort(current: ListSort | null, key: SortKey): ListSort {
  if (current?.key === key) {
    return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  }
  return { key, direction: 'asc' };
}

/** Dragging within a group follows its manual order, which a card sort hides. */
export function sortKeepsManualOrder(sort: ListSort | null): boolean {
  return sort === null || sort.key === 'column';
}
