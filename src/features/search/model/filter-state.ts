import type { DueBucket, SearchOperator, SearchStatus } from '@/domain/enums';
import type { RelationFilter } from '@/domain/relations';

/** "me" stands for the signed-in user, so a shared link filters by whoever opens it. */
export type AssigneeRef = number | 'me';

/** A custom-field value as the URL and the editors hold it: text, or a list of texts. */
export type ConditionValue = string | readonly string[];

export interface CustomFieldCondition {
  definitionId: number;
  operator: SearchOperator;
  /** Absent for is_empty / is_not_empty; `[min, max]` for between; ids for is_any_of. */
  value?: ConditionValue;
}

export const TARGET_KEYS = ['cards', 'columns', 'templates'] as const;
export type TargetKey = (typeof TARGET_KEYS)[number];

/** The whole filter state of a board view; every field has a value (empty means "no filter"). */
export interface FilterState {
  query: string;
  tags: readonly number[];
  assignees: readonly AssigneeRef[];
  statuses: readonly SearchStatus[];
  dueDates: readonly DueBucket[];
  customFields: readonly CustomFieldCondition[];
  /** CONTRACT 4d: blocked, blocking, has_children, has_parent, no_parent (any of them). */
  relations: readonly RelationFilter[];
  includeArchived: boolean;
  target: TargetKey | null;
}

export const EMPTY_FILTERS: FilterState = {
  query: '',
  tags: [],
  assignees: [],
  statuses: [],
  dueDates: [],
  customFields: [],
  relations: [],
  includeArchived: false,
  target: null,
};

/** True when any filter is set (the view then shows only the matches). */
export function hasActiveFilters(state: FilterState): boolean {
  return (
    state.query.trim() !== '' ||
    state.tags.length > 0 ||
    state.assignees.length > 0 ||
    state.statuses.length > 0 ||
    state.dueDates.length > 0 ||
    state.customFields.length > 0 ||
    state.relations.length > 0 ||
    state.includeArchived ||
    state.target !== null
  );
}
