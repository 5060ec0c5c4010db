import type { BoardSearchParams } from '@/api/endpoints/boards';
import type { SearchTarget } from '@/domain/enums';
import type { CustomFieldFilter, SearchFilters } from '@/domain/search';
import type { CustomFieldCondition, FilterState, TargetKey } from './filter-state';

const TARGETS: Record<TargetKey, SearchTarget> = {
  cards: 'App\\Models\\Card',
  columns: 'App\\Models\\Column',
  templates: 'App\\Models\\CardTemplate',
};

const NO_VALUE = new Set(['is_empty', 'is_not_empty']);

/** A condition whose value is filled in (an unfinished one is not searched yet). */
export function isConditionComplete(condition: CustomFieldCondition): boolean {
  if (NO_VALUE.has(condition.operator)) return true;
  const { value } = condition;
  if (value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (condition.operator === 'between') return value.length === 2 && value.every((v) => v !== '');
  return value.length > 0;
}

export interface SearchRequest {
  /** What GET /boards/{board}/search is sent. */
  params: BoardSearchParams;
  /** The same filters for the local matcher. */
  filters: SearchFilters;
  /** For each sent custom-field filter (`by.customFields.N`), its index in the state. */
  conditionIndexes: number[];
}

/** The search the filter state asks for; "me" becomes `meId` (dropped until it is known). */
export function toSearchRequest(state: FilterState, meId: number | null): SearchRequest {
  const conditionIndexes: number[] = [];
  const customFields: CustomFieldFilter[] = [];
  state.customFields.forEach((condition, index) => {
    if (!isConditionComplete(condition)) return;
    conditionIndexes.push(index);
    const filter: CustomFieldFilter = {
      definitionId: condition.definitionId,
      operator: condition.operator,
    };
    if (!NO_VALUE.has(condition.operator) && condition.value !== undefined) {
      filter.value = typeof condition.value === 'string' ? condition.value : [...condition.value];
    }
    customFields.push(filter);
  });
  const assignees = state.assignees.flatMap((ref) =>
    ref === 'me' ? (meId === null ? [] : [meId]) : [ref],
  );
  const filters: SearchFilters = {
    query: state.query.trim(),
    tags: [...state.tags],
    assignees: [...new Set(assignees)],
    statuses: [...state.statuses],
    dueDates: [...state.dueDates],
    customFields,
    includeArchived: state.includeArchived,
  };
  if (state.relations.length > 0) filters.relations = [...state.relations];
  if (state.target !== null) filters.target = TARGETS[state.target];
  const params: BoardSearchParams = {
    ...filters,
    customFields: customFields.map((filter) => ({
      definitionId: filter.definitionId,
      operator: filter.operator,
      value: filter.value as string | readonly string[] | undefined,
    })),
  };
  return { params, filters, conditionIndexes };
}
