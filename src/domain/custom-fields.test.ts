import { describe, expect, it } from 'vitest';
import {
  customFieldValueError,
  isCustomFieldValueEmpty,
  missingRequiredFields,
  parseDateValue,
  selectOptionsOf,
  validateCustomFieldConfig,
  type CustomFieldDefinitionFacts,
} from './custom-fields';

const keys = (errors: Record<string, string[]>) => Object.keys(errors).sort();

describe('validateCustomFieldConfig', () => {
  it('accepts every documented shape', () => {
    expect(
      validateCustomFieldConfig('text', {
        multiline: true,
        max_length: 200,
        placeholder: 'x',
        default_value: 'y',
      }),
    ).toEqual({});
    expect(
      validateCustomFieldConfig('number', { min: -1, max: 5.5, decimals: 2, unit: 'h' }),
    ).toEqual({});
    expect(
      validateCustomFieldConfig('select', {
        options: [
          { label: 'A', color: '#aabbcc' },
          { id: 'b', label: 'B', color: '#AABBCC' },
        ],
      }),
    ).toEqual({});
    expect(validateCustomFieldConfig('checkbox', { default_value: false })).toEqual({});
    expect(validateCustomFieldConfig('date', { include_time: true })).toEqual({});
    expect(validateCustomFieldConfig('person', { multiple: false })).toEqual({});
    expect(validateCustomFieldConfig('text', null)).toEqual({});
    expect(validateCustomFieldConfig('person', undefined)).toEqual({});
  });

  it('rejects unknown keys with their config key', () => {
    expect(keys(validateCustomFieldConfig('date', { include_time: true, zone: 'UTC' }))).toEqual([
      'config.zone',
    ]);
    expect(keys(validateCustomFieldConfig('checkbox', { multiple: true }))).toEqual([
      'config.multiple',
    ]);
  });

  it('checks each key type and range', () => {
    expect(
      keys(
        validateCustomFieldConfig('text', {
          multiline: 'yes',
          max_length: 0,
          placeholder: 'p'.repeat(256),
          default_value: 3,
        }),
      ),
    ).toEqual([
      'config.default_value',
      'config.max_length',
      'config.multiline',
      'config.placeholder',
    ]);
    expect(keys(validateCustomFieldConfig('text', { max_length: 10_001 }))).toEqual([
      'config.max_length',
    ]);
    expect(
      keys(validateCustomFieldConfig('number', { min: '1', decimals: 11, unit: 'u'.repeat(17) })),
    ).toEqual(['config.decimals', 'config.min', 'config.unit']);
    expect(keys(validateCustomFieldConfig('number', { min: 5, max: 1 }))).toEqual(['config.max']);
    expect(keys(validateCustomFieldConfig('checkbox', { default_value: 1 }))).toEqual([
      'config.default_value',
    ]);
    expect(keys(validateCustomFieldConfig('person', { multiple: null }))).toEqual([
      'config.multiple',
    ]);
    expect(keys(validateCustomFieldConfig('text', 'x'))).toEqual(['config']);
  });

  it('requires select options, 1..100, each with a unique label and a color', () => {
    expect(keys(validateCustomFieldConfig('select', null))).toEqual(['config.options']);
    expect(keys(validateCustomFieldConfig('select', {}))).toEqual(['config.options']);
    expect(keys(validateCustomFieldConfig('select', { options: [] }))).toEqual(['config.options']);
    const many = Array.from({ length: 101 }, (_, i) => ({ label: `L${i}`, color: '#000000' }));
    expect(keys(validateCustomFieldConfig('select', { options: many }))).toEqual([
      'config.options',
    ]);
    const errors = validateCustomFieldConfig('select', {
      options: [
        { label: 'A', color: '#000000' },
        { label: 'a', color: 'red' },
        { label: '', color: '#000000', extra: 1 },
        'x',
        { id: 'a', label: 'L'.repeat(61), color: '#000000' },
        { id: 'a', label: 'Z', color: '#000000' },
      ],
    });
    expect(keys(errors)).toEqual([
      'config.options.1.color',
      'config.options.1.label',
      'config.options.2.extra',
      'config.options.2.label',
      'config.options.3',
      'config.options.4.label',
      'config.options.5.id',
    ]);
    expect(errors['config.options.2.label']).toEqual([
      'The config.options.2.label field is required.',
    ]);
  });
});

describe('custom field values', () => {
  const def = (
    type: string,
    config: Record<string, unknown> | null = null,
  ): CustomFieldDefinitionFacts => ({
    id: 1,
    type,
    is_active: true,
    config,
  });

  it('accepts null as clearing', () => {
    for (const type of ['text', 'number', 'select', 'checkbox', 'date', 'person']) {
      expect(customFieldValueError(def(type), null)).toBeNull();
    }
  });

  it('text: a string within max_length', () => {
    expect(customFieldValueError(def('text', { max_length: 3 }), 'abc')).toBeNull();
    expect(customFieldValueError(def('text', { max_length: 3 }), 'abcd')).toMatch(/3 characters/);
    expect(customFieldValueError(def('text'), 5)).toMatch(/string/);
  });

  it('number: within min/max and decimals', () => {
    const d = def('number', { min: 0, max: 10, decimals: 1 });
    expect(customFieldValueError(d, 2.5)).toBeNull();
    expect(customFieldValueError(d, -1)).toMatch(/at least 0/);
    expect(customFieldValueError(d, 11)).toMatch(/greater than 10/);
    expect(customFieldValueError(d, 1.25)).toMatch(/decimal/);
    expect(customFieldValueError(d, '3')).toMatch(/number/);
    expect(customFieldValueError(d, Number.NaN)).toMatch(/number/);
  });

  it('select: one of the option ids', () => {
    const d = def('select', { options: [{ id: 'a', label: 'A', color: '#000000' }] });
    expect(customFieldValueError(d, 'a')).toBeNull();
    expect(customFieldValueError(d, 'b')).toMatch(/options/);
    expect(selectOptionsOf(d.config)).toHaveLength(1);
    expect(selectOptionsOf(null)).toEqual([]);
  });

  it('checkbox: a boolean', () => {
    expect(customFieldValueError(def('checkbox'), false)).toBeNull();
    expect(customFieldValueError(def('checkbox'), 'true')).toMatch(/true or false/);
  });

  it('date: an ISO date or date-time', () => {
    expect(customFieldValueError(def('date'), '2026-03-01')).toBeNull();
    expect(customFieldValueError(def('date'), '2026-03-01T10:00:00Z')).toBeNull();
    expect(customFieldValueError(def('date'), 'March 1')).toMatch(/ISO/);
    expect(customFieldValueError(def('date'), '2026-13-45')).toMatch(/ISO/);
    expect(parseDateValue(17)).toBeNull();
  });

  it('person: one user id, or a list when multiple, of assignable users', () => {
    const ctx = { isAssignableUser: (id: number) => id !== 9 };
    expect(customFieldValueError(def('person'), 3, ctx)).toBeNull();
    expect(customFieldValueError(def('person'), [3], ctx)).toMatch(/a user id/);
    expect(customFieldValueError(def('person'), 9, ctx)).toMatch(/members/);
    const multi = def('person', { multiple: true });
    expect(customFieldValueError(multi, [3, 4], ctx)).toBeNull();
    expect(customFieldValueError(multi, 3, ctx)).toMatch(/list/);
    expect(customFieldValueError(multi, [3, 'x'], ctx)).toMatch(/list/);
    expect(customFieldValueError(multi, [3, 9], ctx)).toMatch(/members/);
  });

  it('unknown types are rejected', () => {
    expect(customFieldValueError(def('rating'), 3)).toMatch(/unknown/);
  });

  it('knows empty values', () => {
    expect([null, undefined, '', '  ', []].every(isCustomFieldValueEmpty)).toBe(true);
    expect([false, 0, 'x', [1]].some(isCustomFieldValueEmpty)).toBe(false);
  });
});

describe('missingRequiredFields', () => {
  it('lists required active definitions without a value', () => {
    const defs = [
      { id: 1, is_required: true, is_active: true },
      { id: 2, is_required: true, is_active: false },
      { id: 3, is_required: false, is_active: true },
      { id: 4, is_required: true, is_active: true },
    ];
    expect(missingRequiredFields(defs, { 1: ' ', 4: false }).map((d) => d.id)).toEqual([1]);
    expect(missingRequiredFields(defs, { 1: 'x', 4: 0 })).toEqual([]);
  });
});
