import { describe, expect, it } from 'vitest';
import type { CustomFieldDefinition, Member } from '@/api/types';
import { activeDefinitions, customFieldText } from './custom-field-text';

function definition(
  id: number,
  type: string,
  config: CustomFieldDefinition['config'],
  fields: Partial<CustomFieldDefinition> = {},
): CustomFieldDefinition {
  return {
    id,
    name: `Field ${id}`,
    type,
    config,
    order: id,
    is_active: true,
    deleted_at: null,
    ...fields,
  } as CustomFieldDefinition;
}

const members = { 7: { id: 7, name: 'Eli Editor' } as Member };

describe('custom field values as text', () => {
  it('shows select options by label, people by name, checkboxes as Yes/No', () => {
    const select = definition(1, 'select', {
      options: [{ id: 'p1', label: 'High', color: '#ef4444' }],
    });
    expect(customFieldText(select, 'p1', members)).toBe('High');
    expect(customFieldText(definition(2, 'person', {}), 7, members)).toBe('Eli Editor');
    expect(customFieldText(definition(2, 'person', { multiple: true }), [7, 9], members)).toBe(
      'Eli Editor, Unknown member',
    );
    expect(customFieldText(definition(3, 'checkbox', {}), true, members)).toBe('Yes');
    expect(customFieldText(definition(3, 'checkbox', {}), false, members)).toBe('No');
  });

  it('formats dates and numbers with their unit; empty values are blank', () => {
    const date = customFieldText(definition(4, 'date', {}), '2026-03-05', members);
    expect(date).toBe(
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(2026, 2, 5)),
    );
    expect(customFieldText(definition(5, 'number', { unit: 'pts' }), 3.5, members)).toBe('3.5 pts');
    expect(customFieldText(definition(6, 'text', {}), '  ', members)).toBe('');
    expect(customFieldText(definition(6, 'text', {}), undefined, members)).toBe('');
  });

  it('gives a column to active definitions only, in order', () => {
    const defs = [
      definition(2, 'text', null, { order: 2 }),
      definition(1, 'text', null, { order: 1 }),
      definition(3, 'text', null, { is_active: false }),
      definition(4, 'text', null, { deleted_at: '2026-01-01T00:00:00Z' }),
    ];
    expect(activeDefinitions(defs).map((d) => d.id)).toEqual([1, 2]);
  });
});
