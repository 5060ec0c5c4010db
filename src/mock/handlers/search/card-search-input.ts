import {
  DUE_BUCKETS,
  isOneOf,
  SEARCH_OPERATORS,
  SEARCH_STATUSES,
  SEARCH_TARGETS,
} from '@/domain/enums';
import { RELATION_FILTERS } from '@/domain/relations';
import type { CustomFieldFilter, DefinitionMap, SearchFilters } from '@/domain/search';
import { validateCustomFieldFilters, type RawCustomFieldFilter } from '@/domain/search';
import { isRecord } from '../../http/body';
import { addError, validateCollecting, v } from '../../http/validate';
import { validationFailed, type FieldErrors } from '../../http/errors';
import type { QueryObject } from '../../http/query';

const SHAPE = {
  query: v.string().nullable(),
  by: v
    .object({
      tags: v.array(v.integer()).nullable(),
      assignees: v.array(v.integer()).nullable(),
      statuses: v.array(v.oneOf(SEARCH_STATUSES)).nullable(),
      dueDate: v.array(v.oneOf(DUE_BUCKETS)).nullable(),
      relations: v.array(v.oneOf(RELATION_FILTERS)).nullable(),
      customFields: v
        .any()
        .check((value) =>
          isRecord(value) || Array.isArray(value) ? null : 'The :attribute field must be an array.',
        ),
    })
    .nullable(),
  scope: v.object({ archived: v.boolean().nullable() }).nullable(),
  target: v.oneOf(SEARCH_TARGETS).nullable(),
};

/** A list as PHP sees it: a JSON array or an object keyed 0..n (bracket query input). */
function listOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (isRecord(value)) return Object.values(value);
  return [];
}

function rawCustomFields(query: QueryObject): RawCustomFieldFilter[] {
  const by = query.by;
  return listOf(isRecord(by) ? by.customFields : undefined).map((entry) =>
    isRecord(entry) ? entry : {},
  );
}

function toFilter(raw: RawCustomFieldFilter): CustomFieldFilter | null {
  if (!isOneOf(SEARCH_OPERATORS, raw.operator)) return null;
  const filter: CustomFieldFilter = {
    definitionId: Number(raw.definitionId),
    operator: raw.operator,
  };
  if (raw.value !== undefined) filter.value = raw.value;
  return filter;
}

/** Reads GET /boards/{board}/search parameters; throws the 422 on any invalid filter. */
export function parseSearchInput(query: QueryObject, definitions: DefinitionMap): SearchFilters {
  const errors: FieldErrors = {};
  const input = validateCollecting(query, SHAPE, errors);
  const custom = rawCustomFields(query);
  for (const [key, messages] of Object.entries(validateCustomFieldFilters(custom, definitions))) {
    for (const message of messages) addError(errors, key, message);
  }
  if (input == null || Object.keys(errors).length > 0) throw validationFailed(errors);
  const filters: SearchFilters = {
    customFields: custom.map(toFilter).filter((f): f is CustomFieldFilter => f != null),
    includeArchived: input.scope?.archived === true,
  };
  if (input.query != null) filters.query = input.query;
  if (input.by?.tags) filters.tags = input.by.tags;
  if (input.by?.assignees) filters.assignees = input.by.assignees;
  if (input.by?.statuses) filters.statuses = input.by.statuses;
  if (input.by?.dueDate) filters.dueDates = input.by.dueDate;
  if (input.by?.relations) filters.relations = input.by.relations;
  if (input.target != null) filters.target = input.target;
  return filters;
}
