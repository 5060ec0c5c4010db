import { describe, expect, it } from 'vitest';
import { OPERATORS_BY_FIELD_TYPE, SEARCH_OPERATORS } from '../enums';
import { validateCustomFieldFilters, type RawCustomFieldFilter } from './validate-filters';
import { DEFINITIONS } from './test-fixtures';

const check = (...filters: RawCustomFieldFilter[]) =>
  validateCustomFieldFilters(filters, DEFINITIONS);

describe('validateCustomFieldFilters', () => {
  it('accepts valid filters of every type, in JSON or query-string form', () => {
    expect(
      check(
        { definitionId: 1, operator: 'contains', value: 'x' },
        { definitionId: '2', operator: 'between', value: ['1', '2'] },
        { definitionId: 2, operator: 'is_empty' },
        { definitionId: 3, operator: 'is_any_of', value: ['hi', 'lo'] },
        { definitionId: 3, operator: 'is_not', value: 'lo' },
        { definitionId: 4, operator: 'is', value: 'true' },
        { definitionId: 5, operator: 'between', value: ['2026-01-01', '2026-02-01'] },
        { definitionId: 6, operator: 'is_any_of', value: ['10', 11] },
        { definitionId: 7, operator: 'is', value: '10' },
      ),
    ).toEqual({});
    expect(validateCustomFieldFilters(undefined, DEFINITIONS)).toEqual({});
  });

  it('requires definitionId and operator', () => {
    expect(check({ value: 1 })).toEqual({
      'by.customFields.0.definitionId': ['The by.customFields.0.definitionId field is required.'],
      'by.customFields.0.operator': ['The by.customFields.0.operator field is required.'],
    });
  });

  it('rejects unknown and inactive definitions', () => {
    expect(
      Object.keys(
        check(
          { definitionId: 1, operator: 'is_empty' },
          { definitionId: 99, operator: 'is_empty' },
        ),
      ),
    ).toEqual(['by.customFields.1.definitionId']);
    expect(check({ definitionId: 8, operator: 'is_empty' })).toEqual({
      'by.customFields.0.definitionId': ['The selected by.customFields.0.definitionId is invalid.'],
    });
  });

  it('rejects every operator a type does not take', () => {
    const typeOf: Record<number, keyof typeof OPERATORS_BY_FIELD_TYPE> = {
      1: 'text',
      2: 'number',
      3: 'select',
      4: 'checkbox',
      5: 'date',
      7: 'person',
    };
    for (const [id, type] of Object.entries(typeOf)) {
      for (const operator of SEARCH_OPERATORS) {
        const errors = check({ definitionId: Number(id), operator, value: 'x' });
        const allowed = OPERATORS_BY_FIELD_TYPE[type].includes(operator);
        expect(errors['by.customFields.0.operator'] === undefined, `${type} ${operator}`).toBe(
          allowed,
        );
      }
    }
    expect(check({ definitionId: 1, operator: 'nope' })['by.customFields.0.operator']?.[0]).toBe(
      'The by.customFields.0.operator must be one of contains, equals, is_empty, is_not_empty for a text field.',
    );
  });

  it.each<[string, RawCustomFieldFilter]>([
    ['missing value', { definitionId: 1, operator: 'contains' }],
    ['empty value', { definitionId: 1, operator: 'equals', value: '' }],
    ['text object', { definitionId: 1, operator: 'equals', value: { a: 1 } }],
    ['number text', { definitionId: 2, operator: 'gt', value: 'ten' }],
    ['number between one value', { definitionId: 2, operator: 'between', value: [1] }],
    ['number between reversed', { definitionId: 2, operator: 'between', value: [5, 1] }],
    ['select unknown option', { definitionId: 3, operator: 'is', value: 'mid' }],
    ['select is_any_of empty', { definitionId: 3, operator: 'is_any_of', value: [] }],
    ['select is_any_of not a list', { definitionId: 3, operator: 'is_any_of', value: 'hi' }],
    ['checkbox not boolean', { definitionId: 4, operator: 'is', value: 'yes' }],
    ['date invalid', { definitionId: 5, operator: 'before', value: 'soon' }],
    [
      'date between reversed',
      { definitionId: 5, operator: 'between', value: ['2026-02-01', '2026-01-01'] },
    ],
    ['person not an id', { definitionId: 7, operator: 'is', value: 'maya' }],
    ['person is_any_of bad id', { definitionId: 6, operator: 'is_any_of', value: [1, -2] }],
  ])('rejects a bad value: %s', (_name, filter) => {
    const errors = check(filter);
    expect(Object.keys(errors)).toEqual(['by.customFields.0.value']);
    expect(errors['by.customFields.0.value']?.[0]).toMatch(/^The by\.customFields\.0\.value /);
  });
});
