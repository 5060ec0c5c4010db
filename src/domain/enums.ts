/** Closed value sets of the interface (spec sections 2 and 3, CONTRACT.md section 3). */

export const CARD_STATUSES = ['OPEN', 'CLOSED', 'ARCHIVED'] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];
/** How a card status reads to people: `cardStatusLabel` (status-labels.ts), in their language. */

/** What a new card starts as, however it is made (quick add, the New card dialog). */
export const NEW_CARD_STATUS: CardStatus = 'OPEN';

export const CARD_TYPES = ['ORDINARY', 'CHECKLIST_ITEM'] as const;
export type CardType = (typeof CARD_TYPES)[number];

export const DUE_DATE_STATUSES = ['OVERDUE', 'NEAR', 'FAR'] as const;
export type DueDateStatus = (typeof DUE_DATE_STATUSES)[number];

export const VISIBILITIES = ['private', 'public'] as const;
export type Visibility = (typeof VISIBILITIES)[number];

export const VIEW_MODES = ['view_kanban', 'view_list'] as const;
export type ViewMode = (typeof VIEW_MODES)[number];

export const NOTIFICATION_MODES = ['all', 'assignee', 'mentions', 'silent'] as const;
export type NotificationMode = (typeof NOTIFICATION_MODES)[number];

export const CUSTOM_FIELD_TYPES = [
  'text',
  'number',
  'select',
  'checkbox',
  'date',
  'person',
] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];

export const SEARCH_OPERATORS = [
  'contains',
  'equals',
  'gt',
  'gte',
  'lt',
  'lte',
  'between',
  'is',
  'is_not',
  'is_any_of',
  'before',
  'after',
  'is_empty',
  'is_not_empty',
] as const;
export type SearchOperator = (typeof SEARCH_OPERATORS)[number];

/** Operators each custom field type accepts in search (CONTRACT.md section 3). */
export const OPERATORS_BY_FIELD_TYPE: Record<CustomFieldType, readonly SearchOperator[]> = {
  text: ['contains', 'equals', 'is_empty', 'is_not_empty'],
  number: ['equals', 'gt', 'gte', 'lt', 'lte', 'between', 'is_empty', 'is_not_empty'],
  select: ['is', 'is_not', 'is_any_of', 'is_empty', 'is_not_empty'],
  checkbox: ['is'],
  date: ['equals', 'before', 'after', 'between', 'is_empty', 'is_not_empty'],
  person: ['is', 'is_not', 'is_any_of', 'is_empty', 'is_not_empty'],
};

/** Statuses the search accepts: card statuses and due-date statuses. */
export const SEARCH_STATUSES = [...CARD_STATUSES, ...DUE_DATE_STATUSES] as const;
export type SearchStatus = (typeof SEARCH_STATUSES)[number];

export const DUE_BUCKETS = [
  'overdue',
  'today',
  'tomorrow',
  'this-week',
  'next-week',
  'next-month',
  'future',
  'no-date',
  'completed',
] as const;
export type DueBucket = (typeof DUE_BUCKETS)[number];

export const SEARCH_TARGETS = [
  'App\\Models\\Card',
  'App\\Models\\Column',
  'App\\Models\\CardTemplate',
] as const;
export type SearchTarget = (typeof SEARCH_TARGETS)[number];

/** Sort fields for board `order_cards_by` and column `sort_order` (the latter may add a `-`). */
export const CARD_SORT_FIELDS = [
  'order',
  'number',
  'title',
  'due_date',
  'created_at',
  'updated_at',
] as const;
export type CardSortField = (typeof CARD_SORT_FIELDS)[number];

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export const NOTIFICATION_KINDS = ['mention', 'assigned', 'board_updated'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * What a card's activity log records (CONTRACT 4b, `GET .../activity`; `deleted`: 4c;
 * `related` and `unrelated`: 4d).
 */
export const ACTIVITY_KINDS = [
  'created',
  'moved',
  'renamed',
  'field_changed',
  'assigned',
  'unassigned',
  'ticked',
  'commented',
  'archived',
  'restored',
  'deleted',
  'related',
  'unrelated',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const EXPORT_FORMATS = ['csv', 'json'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}
