import type { BoardWorkingSet, CustomFieldDefinition } from '@/api/types';
import {
  CARD_STATUS_LABELS,
  type DueBucket,
  type SearchOperator,
  type SearchStatus,
} from '@/domain/enums';
import type { CustomFieldCondition, FilterState, TargetKey } from './filter-state';

export const STATUS_LABELS: Record<SearchStatus, string> = {
  ...CARD_STATUS_LABELS,
  OVERDUE: 'Overdue',
  NEAR: 'Due soon',
  FAR: 'Due later',
};

export const DUE_LABELS: Record<DueBucket, string> = {
  overdue: 'Overdue',
  today: 'Today',
  tomorrow: 'Tomorrow',
  'this-week': 'This week',
  'next-week': 'Next week',
  'next-month': 'Next month',
  future: 'Later',
  'no-date': 'No due date',
  completed: 'Completed',
};

/** What each due-date option means, in one line (the rules of CONTRACT.md section 3). */
export const DUE_HINTS: Record<DueBucket, string> = {
  overdue: 'Past its due date and not completed',
  today: 'Due at any time today',
  tomorrow: 'Due at any time tomorrow',
  'this-week': 'Due this week, Monday to Sunday',
  'next-week': 'Due next week, Monday to Sunday',
  'next-month': 'Due in the next calendar month',
  future: 'Due after next month',
  'no-date': 'Has no due date',
  completed: 'Marked completed, whatever its due date',
};

export const TARGET_LABELS: Record<TargetKey, string> = {
  cards: 'Cards',
  columns: 'Columns',
  templates: 'Card templates',
};

export const OPERATOR_LABELS: Record<SearchOperator, string> = {
  contains: 'contains',
  equals: 'is',
  gt: 'is more than',
  gte: 'is at least',
  lt: 'is less than',
  lte: 'is at most',
  between: 'is between',
  is: 'is',
  is_not: 'is not',
  is_any_of: 'is any of',
  before: 'is before',
  after: 'is after',
  is_empty: 'is empty',
  is_not_empty: 'is not empty',
};

/** One removable part of the filter state, as a chip shows it. */
export interface FilterChip {
  key: string;
  label: string;
  /** Where a server error for this filter is found: a section, or `cf-N` for condition N. */
  errorKey: string;
  remove: (state: FilterState) => FilterState;
}

function without<T>(list: readonly T[], item: T): T[] {
  return list.filter((value) => value !== item);
}

export function userName(board: BoardWorkingSet, id: number): string {
  return board.members[id]?.name ?? `User ${id}`;
}

function valueText(
  board: BoardWorkingSet,
  definition: CustomFieldDefinition | undefined,
  condition: CustomFieldCondition,
): string {
  const { value } = condition;
  if (value === undefined) return '';
  const one = (item: string) => {
    if (definition?.type === 'select') {
      return definition.config?.options?.find((option) => option.id === item)?.label ?? item;
    }
    if (definition?.type === 'person') return userName(board, Number(item));
    if (definition?.type === 'checkbox')
      return item === 'true' || item === '1' ? 'checked' : 'unchecked';
    return item;
  };
  if (typeof value === 'string') return one(value);
  if (condition.operator === 'between') return value.map(one).join(' and ');
  return value.map(one).join(', ');
}

export function conditionLabel(board: BoardWorkingSet, condition: CustomFieldCondition): string {
  const definition = board.custom_field_definitions.find((d) => d.id === condition.definitionId);
  const name = definition?.name ?? `Field ${condition.definitionId}`;
  const text = valueText(board, definition, condition);
  return [name, OPERATOR_LABELS[condition.operator], text].filter(Boolean).join(' ');
}

/** The active filters as chips, in the order of the filter dialog. */
export function filterChips(board: BoardWorkingSet, state: FilterState): FilterChip[] {
  const chips: FilterChip[] = [];
  if (state.query.trim() !== '') {
    chips.push({
      key: 'q',
      errorKey: 'query',
      label: `Text: ${state.query.trim()}`,
      remove: (s) => ({ ...s, query: '' }),
    });
  }
  for (const id of state.tags) {
    chips.push({
      key: `tag-${id}`,
      errorKey: 'tags',
      label: `Tag: ${board.tags[id]?.name ?? id}`,
      remove: (s) => ({ ...s, tags: without(s.tags, id) }),
    });
  }
  for (const ref of state.assignees) {
    chips.push({
      key: `assignee-${ref}`,
      errorKey: 'assignees',
      label: `Assignee: ${ref === 'me' ? 'Me' : userName(board, ref)}`,
      remove: (s) => ({ ...s, assignees: without(s.assignees, ref) }),
    });
  }
  for (const status of state.statuses) {
    chips.push({
      key: `status-${status}`,
      errorKey: 'statuses',
      label: `Status: ${STATUS_LABELS[status]}`,
      remove: (s) => ({ ...s, statuses: without(s.statuses, status) }),
    });
  }
  for (const bucket of state.dueDates) {
    chips.push({
      key: `due-${bucket}`,
      errorKey: 'dueDates',
      label: `Due: ${DUE_LABELS[bucket]}`,
      remove: (s) => ({ ...s, dueDates: without(s.dueDates, bucket) }),
    });
  }
  state.customFields.forEach((condition, index) => {
    chips.push({
      key: `cf-${index}`,
      errorKey: `cf-${index}`,
      label: conditionLabel(board, condition),
      remove: (s) => ({ ...s, customFields: s.customFields.filter((_, i) => i !== index) }),
    });
  });
  if (state.includeArchived) {
    chips.push({
      key: 'archived',
      errorKey: 'includeArchived',
      label: 'Including archived',
      remove: (s) => ({ ...s, includeArchived: false }),
    });
  }
  if (state.target !== null) {
    chips.push({
      key: 'target',
      errorKey: 'target',
      label: `Find: ${TARGET_LABELS[state.target]}`,
      remove: (s) => ({ ...s, target: null }),
    });
  }
  return chips;
}
