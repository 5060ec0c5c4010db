import { DUE_BUCKETS, isOneOf, SEARCH_OPERATORS, SEARCH_STATUSES } from '@/domain/enums';
import { RELATION_FILTERS } from '@/domain/relations';
import {
  EMPTY_FILTERS,
  TARGET_KEYS,
  type AssigneeRef,
  type ConditionValue,
  type CustomFieldCondition,
  type FilterState,
} from './filter-state';

/**
 * The filter state in the URL (docs/search.md): `q`, `tags`, `assignees`, `status`, `due`,
 * one `cf` per custom-field condition (`cf=7:between:1..5`), `rel` (relation filters,
 * `rel=blocked,has_children`), `include=archived`, `target`.
 * Other parameters (`view`, `archived`, ...) are left alone.
 */
export const FILTER_PARAMS = [
  'q',
  'tags',
  'assignees',
  'status',
  'due',
  'cf',
  'rel',
  'include',
  'target',
];

const RANGE = '..';

function list(value: string | null): string[] {
  return (value ?? '').split(',').filter((item) => item !== '');
}

function positiveInt(text: string): number | null {
  return /^\d{1,15}$/.test(text) && Number(text) > 0 ? Number(text) : null;
}

function decodeItem(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

export function encodeCondition({ definitionId, operator, value }: CustomFieldCondition): string {
  const head = `${definitionId}:${operator}`;
  if (value === undefined) return head;
  if (typeof value === 'string') return `${head}:${value}`;
  if (operator === 'between') return `${head}:${value[0] ?? ''}${RANGE}${value[1] ?? ''}`;
  return `${head}:${value.map((item) => encodeURIComponent(item)).join(',')}`;
}

export function decodeCondition(text: string): CustomFieldCondition | null {
  const [idText = '', operator = '', ...rest] = text.split(':');
  const definitionId = positiveInt(idText);
  if (definitionId === null || !isOneOf(SEARCH_OPERATORS, operator)) return null;
  if (rest.length === 0) return { definitionId, operator };
  const raw = rest.join(':');
  let value: ConditionValue = raw;
  if (operator === 'between') {
    const at = raw.indexOf(RANGE);
    value = at < 0 ? [raw, ''] : [raw.slice(0, at), raw.slice(at + RANGE.length)];
  } else if (operator === 'is_any_of') {
    value = list(raw).map(decodeItem);
  }
  return { definitionId, operator, value };
}

/** Reads the filter state from the URL; malformed parts are dropped. */
export function decodeFilters(params: URLSearchParams): FilterState {
  const target = params.get('target');
  return {
    query: params.get('q') ?? '',
    tags: list(params.get('tags')).flatMap((id) => positiveInt(id) ?? []),
    assignees: list(params.get('assignees')).flatMap((id): AssigneeRef[] => {
      if (id === 'me') return ['me'];
      const userId = positiveInt(id);
      return userId === null ? [] : [userId];
    }),
    statuses: list(params.get('status')).filter((s) => isOneOf(SEARCH_STATUSES, s)),
    dueDates: list(params.get('due')).filter((d) => isOneOf(DUE_BUCKETS, d)),
    customFields: params.getAll('cf').flatMap((text) => decodeCondition(text) ?? []),
    relations: list(params.get('rel')).filter((r) => isOneOf(RELATION_FILTERS, r)),
    includeArchived: list(params.get('include')).includes('archived'),
    target: isOneOf(TARGET_KEYS, target) ? target : EMPTY_FILTERS.target,
  };
}

/** The URL parameters for `state`, keeping every non-filter parameter of `base`. */
export function encodeFilters(state: FilterState, base?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of FILTER_PARAMS) params.delete(key);
  const setList = (key: string, values: readonly (string | number)[]) => {
    if (values.length > 0) params.set(key, values.join(','));
  };
  if (state.query !== '') params.set('q', state.query);
  setList('tags', state.tags);
  setList('assignees', state.assignees);
  setList('status', state.statuses);
  setList('due', state.dueDates);
  for (const condition of state.customFields) params.append('cf', encodeCondition(condition));
  setList('rel', state.relations);
  if (state.includeArchived) params.set('include', 'archived');
  if (state.target !== null) params.set('target', state.target);
  return params;
}

/** Only the filter part of a URL query (for saved filters). */
export function filterQueryString(state: FilterState): string {
  return encodeFilters(state).toString();
}
