import type { BoardWorkingSet, CustomFieldDefinition } from '@/api/types';
import type { DueBucket, SearchOperator, SearchStatus } from '@/domain/enums';
import type { RelationFilter } from '@/domain/relations';
import { cardStatusLabel } from '@/domain/status-labels';
import { t } from '@/lib/i18n/translate';
import type { CustomFieldCondition, FilterState, TargetKey } from './filter-state';

export const STATUS_LABELS: Record<SearchStatus, () => string> = {
  OPEN: () => cardStatusLabel('OPEN'),
  CLOSED: () => cardStatusLabel('CLOSED'),
  ARCHIVED: () => cardStatusLabel('ARCHIVED'),
  OVERDUE: () => t('filters.status.overdue', 'Overdue'),
  NEAR: () => t('filters.status.near', 'Due soon'),
  FAR: () => t('filters.status.far', 'Due later'),
};

export const DUE_LABELS: Record<DueBucket, () => string> = {
  overdue: () => t('filters.due.overdue', 'Overdue'),
  today: () => t('filters.due.today', 'Today'),
  tomorrow: () => t('filters.due.tomorrow', 'Tomorrow'),
  'this-week': () => t('filters.due.thisWeek', 'This week'),
  'next-week': () => t('filters.due.nextWeek', 'Next week'),
  'next-month': () => t('filters.due.nextMonth', 'Next month'),
  future: () => t('filters.due.future', 'Later'),
  'no-date': () => t('filters.due.noDate', 'No due date'),
  completed: () => t('filters.due.completed', 'Completed'),
};

export const RELATION_LABELS: Record<RelationFilter, () => string> = {
  blocked: () => t('filters.relations.blocked', 'Blocked'),
  blocking: () => t('filters.relations.blocking', 'Blocking others'),
  has_children: () => t('filters.relations.hasChildren', 'Has sub-cards'),
  has_parent: () => t('filters.relations.hasParent', 'Is a sub-card'),
  no_parent: () => t('filters.relations.noParent', 'Not a sub-card'),
};

export const TARGET_LABELS: Record<TargetKey, () => string> = {
  cards: () => t('filters.target.cards', 'Cards'),
  columns: () => t('filters.target.columns', 'Columns'),
  templates: () => t('filters.target.templates', 'Card templates'),
};

export const OPERATOR_LABELS: Record<SearchOperator, () => string> = {
  contains: () => t('filters.op.contains', 'contains'),
  equals: () => t('filters.op.is', 'is'),
  gt: () => t('filters.op.gt', 'is more than'),
  gte: () => t('filters.op.gte', 'is at least'),
  lt: () => t('filters.op.lt', 'is less than'),
  lte: () => t('filters.op.lte', 'is at most'),
  between: () => t('filters.op.between', 'is between'),
  is: () => t('filters.op.is', 'is'),
  is_not: () => t('filters.op.isNot', 'is not'),
  is_any_of: () => t('filters.op.isAnyOf', 'is any of'),
  before: () => t('filters.op.before', 'is before'),
  after: () => t('filters.op.after', 'is after'),
  is_empty: () => t('filters.op.isEmpty', 'is empty'),
  is_not_empty: () => t('filters.op.isNotEmpty', 'is not empty'),
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
  return board.members[id]?.name ?? t('filters.user', 'User {id}', { id: String(id) });
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
      return item === 'true' || item === '1'
        ? t('filters.checked', 'checked')
        : t('filters.unchecked', 'unchecked');
    return item;
  };
  if (typeof value === 'string') return one(value);
  if (condition.operator === 'between') {
    const [from = '', to = ''] = value.map(one);
    return t('filters.between', '{from} and {to}', { from, to });
  }
  return value.map(one).join(', ');
}

export function conditionLabel(board: BoardWorkingSet, condition: CustomFieldCondition): string {
  const definition = board.custom_field_definitions.find((d) => d.id === condition.definitionId);
  const name =
    definition?.name ?? t('filters.field', 'Field {id}', { id: String(condition.definitionId) });
  const text = valueText(board, definition, condition);
  return [name, OPERATOR_LABELS[condition.operator](), text].filter(Boolean).join(' ');
}

/** The active filters as chips, in the order of the filter dialog. */
export function filterChips(board: BoardWorkingSet, state: FilterState): FilterChip[] {
  const chips: FilterChip[] = [];
  if (state.query.trim() !== '') {
    chips.push({
      key: 'q',
      errorKey: 'query',
      label: t('filters.chip.text', 'Text: {value}', { value: state.query.trim() }),
      remove: (s) => ({ ...s, query: '' }),
    });
  }
  for (const id of state.tags) {
    chips.push({
      key: `tag-${id}`,
      errorKey: 'tags',
      label: t('filters.chip.tag', 'Tag: {value}', { value: board.tags[id]?.name ?? String(id) }),
      remove: (s) => ({ ...s, tags: without(s.tags, id) }),
    });
  }
  for (const ref of state.assignees) {
    chips.push({
      key: `assignee-${ref}`,
      errorKey: 'assignees',
      label: t('filters.chip.assignee', 'Assignee: {value}', {
        value: ref === 'me' ? t('filters.me', 'Me') : userName(board, ref),
      }),
      remove: (s) => ({ ...s, assignees: without(s.assignees, ref) }),
    });
  }
  for (const status of state.statuses) {
    chips.push({
      key: `status-${status}`,
      errorKey: 'statuses',
      label: t('filters.chip.status', 'Status: {value}', { value: STATUS_LABELS[status]() }),
      remove: (s) => ({ ...s, statuses: without(s.statuses, status) }),
    });
  }
  for (const bucket of state.dueDates) {
    chips.push({
      key: `due-${bucket}`,
      errorKey: 'dueDates',
      label: t('filters.chip.due', 'Due: {value}', { value: DUE_LABELS[bucket]() }),
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
  for (const relation of state.relations) {
    chips.push({
      key: `rel-${relation}`,
      errorKey: 'relations',
      label: t('filters.chip.relation', 'Relation: {value}', {
        value: RELATION_LABELS[relation](),
      }),
      remove: (s) => ({ ...s, relations: without(s.relations, relation) }),
    });
  }
  if (state.includeArchived) {
    chips.push({
      key: 'archived',
      errorKey: 'includeArchived',
      label: t('filters.chip.archived', 'Including archived'),
      remove: (s) => ({ ...s, includeArchived: false }),
    });
  }
  if (state.target !== null) {
    chips.push({
      key: 'target',
      errorKey: 'target',
      label: t('filters.chip.target', 'Find: {value}', { value: TARGET_LABELS[state.target]() }),
      remove: (s) => ({ ...s, target: null }),
    });
  }
  return chips;
}
