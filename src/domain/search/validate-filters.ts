import {
  isOneOf,
  OPERATORS_BY_FIELD_TYPE,
  type CustomFieldType,
  type SearchOperator,
} from '../enums';
import { CUSTOM_FIELD_TYPES } from '../enums';
import { selectOptionsOf, type CustomFieldDefinitionFacts } from '../custom-fields';
import { addFieldError, type FieldErrors } from '../field-errors';
import type { DefinitionMap } from './filters';
import {
  filterBoolean,
  filterDate,
  filterList,
  filterNumber,
  filterRange,
  filterString,
  filterUserId,
} from './filter-values';

/** A custom-field filter as received: any shape, checked here. */
export interface RawCustomFieldFilter {
  definitionId?: unknown;
  operator?: unknown;
  value?: unknown;
}

const NO_VALUE: readonly SearchOperator[] = ['is_empty', 'is_not_empty'];

function valueProblem(
  definition: CustomFieldDefinitionFacts,
  type: CustomFieldType,
  operator: SearchOperator,
  value: unknown,
): string | null {
  if (NO_VALUE.includes(operator)) return null;
  if (value === undefined || value === null || value === '') return 'is required for this operator';
  switch (type) {
    case 'text':
      return filterString(value) == null ? 'must be a string' : null;
    case 'number':
      if (operator === 'between') {
        return filterRange(value, filterNumber)
          ? null
          : 'must be a [min, max] pair of numbers with min <= max';
      }
      return filterNumber(value) == null ? 'must be a number' : null;
    case 'checkbox':
      return filterBoolean(value) == null ? 'must be true or false' : null;
    case 'date':
      if (operator === 'between') {
        return filterRange(value, filterDate)
          ? null
          : 'must be a [from, to] pair of dates with from <= to';
      }
      return filterDate(value) == null ? 'must be a valid ISO 8601 date' : null;
    case 'select': {
      const ids = new Set(selectOptionsOf(definition.config).map((option) => option.id));
      const wanted =
        operator === 'is_any_of' ? filterList(value, filterString) : [filterString(value)];
      if (wanted == null || wanted.length === 0) return 'must be a non-empty list of option ids';
      return wanted.every((id) => id != null && ids.has(id))
        ? null
        : 'must name options of the field';
    }
    case 'person': {
      if (operator === 'is_any_of') {
        const ids = filterList(value, filterUserId);
        return ids != null && ids.length > 0 ? null : 'must be a non-empty list of user ids';
      }
      return filterUserId(value) == null ? 'must be a user id' : null;
    }
  }
}

/**
 * Checks `by[customFields]` against the board's definitions. Keys follow Laravel:
 * `by.customFields.0.definitionId`, `.operator`, `.value` (CONTRACT.md section 1).
 */
export function validateCustomFieldFilters(
  filters: readonly RawCustomFieldFilter[] | undefined,
  definitions: DefinitionMap,
): FieldErrors {
  const errors: FieldErrors = {};
  (filters ?? []).forEach((filter, index) => {
    const key = `by.customFields.${index}`;
    const id = filterNumber(filter.definitionId);
    const definition = id == null ? undefined : definitions.get(id);
    if (
      filter.definitionId === undefined ||
      filter.definitionId === null ||
      filter.definitionId === ''
    ) {
      addFieldError(errors, `${key}.definitionId`, `The ${key}.definitionId field is required.`);
    } else if (definition == null || !definition.is_active) {
      addFieldError(errors, `${key}.definitionId`, `The selected ${key}.definitionId is invalid.`);
    }
    if (filter.operator === undefined || filter.operator === null || filter.operator === '') {
      addFieldError(errors, `${key}.operator`, `The ${key}.operator field is required.`);
      return;
    }
    if (
      definition == null ||
      !definition.is_active ||
      !isOneOf(CUSTOM_FIELD_TYPES, definition.type)
    )
      return;
    const type = definition.type;
    const allowed = OPERATORS_BY_FIELD_TYPE[type];
    if (!isOneOf(allowed, filter.operator)) {
      addFieldError(
        errors,
        `${key}.operator`,
        `The ${key}.operator must be one of ${allowed.join(', ')} for a ${type} field.`,
      );
      return;
    }
    const problem = valueProblem(definition, type, filter.operator, filter.value);
    if (problem != null) addFieldError(errors, `${key}.value`, `The ${key}.value ${problem}.`);
  });
  return errors;
}
