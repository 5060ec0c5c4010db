import type { Column } from '@/api/types';
import type { CardSortField } from '@/domain/enums';
import { parseSortOrder, type SortOrder } from '@/domain/ordering';
import { t } from '@/lib/i18n/translate';

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

const FIELD_NAMES: Record<CardSortField, () => string> = {
  order: () => t('sort.field.order', 'position'),
  number: () => t('sort.field.number', 'number'),
  title: () => t('sort.field.title', 'title'),
  due_date: () => t('sort.field.dueDate', 'due date'),
  created_at: () => t('sort.field.createdAt', 'date created'),
  updated_at: () => t('sort.field.updatedAt', 'date updated'),
};

const oldestFirst = () => t('sort.dir.oldest', 'oldest first');
const newestFirst = () => t('sort.dir.newest', 'newest first');
const DIRECTIONS: Record<CardSortField, readonly [asc: () => string, desc: () => string]> = {
  order: [() => t('sort.dir.top', 'top first'), () => t('sort.dir.reversed', 'reversed')],
  number: [
    () => t('sort.dir.lowest', 'lowest first'),
    () => t('sort.dir.highest', 'highest first'),
  ],
  title: [() => t('sort.dir.az', 'A to Z'), () => t('sort.dir.za', 'Z to A')],
  due_date: [
    () => t('sort.dir.earliest', 'earliest first'),
    () => t('sort.dir.latest', 'latest first'),
  ],
  created_at: [oldestFirst, newestFirst],
  updated_at: [oldestFirst, newestFirst],
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
  const field = FIELD_NAMES[sort.field]();
  const direction = DIRECTIONS[sort.field][sort.descending ? 1 : 0]();
  return {
    field,
    direction,
    label: t('sort.label', 'Sorted by {field} {arrow}', {
      field,
      arrow: sort.descending ? '↓' : '↑',
    }),
    spoken: t('sort.spoken', 'Sorted by {field}, {direction}', { field, direction }),
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
