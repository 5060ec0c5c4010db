import type { Column } from '@/api/types';
import type { CardSortField } from '@/domain/enums';
import { parseSortOrder, type SortOrder } from '@/domain/ordering';

/** What `PATCH …/columns/{id}` accepts as `sort_order`. */
export type SortOrderValue = CardSortField | `-${CardSortField}`;

/**
 * A column's sticky sort when it takes the choice of position away from people: any valid
 * `sort_order` except plain `order` (which is the manual order). Null for manual order, and
 * for a value we do not know (the cards then show by `order`, as `sortCards` does).
 */
export function stickySortOf(column: Pick<Column, 'sort_order'>): SortOrder | null {
  const parsed = parseSortOrder(column.sort_order);
  if (parsed === null || (parsed.field === 'order' && !parsed.descending)) return null;
  return parsed;
}

const FIELD_NAMES: Record<CardSortField, string> = {
  order: 'position',
  number: 'number',
  title: 'title',
  due_date: 'due date',
  created_at: 'date created',
  updated_at: 'date updated',
};

const DIRECTIONS: Record<CardSortField, readonly [ascending: string, descending: string]> = {
  order: ['top first', 'reversed'],
  number: ['lowest first', 'highest first'],
  title: ['A to Z', 'Z to A'],
  due_date: ['earliest first', 'latest first'],
  created_at: ['oldest first', 'newest first'],
  updated_at: ['oldest first', 'newest first'],
};

export interface SortDescription {
  /** "due date". */
  field: string;
  /** "earliest first". */
  direction: string;
  /** The visible label: "Sorted by due date ↑". */
  label: string;
  /** The same in words, for assistive tech and tooltips: "Sorted by due date, earliest first". */
  spoken: string;
}

export function describeSort(sort: SortOrder): SortDescription {
  const field = FIELD_NAMES[sort.field];
  const direction = DIRECTIONS[sort.field][sort.descending ? 1 : 0];
  return {
    field,
    direction,
    label: `Sorted by ${field} ${sort.descending ? '↓' : '↑'}`,
    spoken: `Sorted by ${field}, ${direction}`,
  };
}

/** The wire value of a sort: `due_date`, `-due_date`. */
export function sortOrderValue(sort: SortOrder): SortOrderValue {
  return sort.descending ? `-${sort.field}` : sort.field;
}

/** The choices the column form offers, manual order first. */
export const SORT_CHOICES: readonly SortOrder[] = (
  ['due_date', 'number', 'title', 'created_at', 'updated_at'] as const
).flatMap((field) => [
  { field, descending: false },
  { field, descending: true },
]);
