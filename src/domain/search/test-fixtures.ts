import type { CustomFieldDefinitionFacts } from '../custom-fields';
import type { SearchableCard, SearchableColumn } from './filters';

/** Wednesday 11 March 2026, 12:00 local time. */
export const NOW = new Date(2026, 2, 11, 12, 0, 0);

export function at(daysFromNow: number, hour = 12): string {
  return new Date(2026, 2, 11 + daysFromNow, hour, 0, 0).toISOString();
}

export function makeCard(overrides: Partial<SearchableCard> & { id: number }): SearchableCard {
  return {
    number: overrides.id,
    title: `Card ${overrides.id}`,
    content: null,
    status: 'OPEN',
    column_id: 1,
    archived_at: null,
    deleted_at: null,
    completed_at: null,
    due_date: null,
    tags_ids: [],
    assignees_ids: [],
    custom_fields: {},
    ...overrides,
  };
}

export function makeColumn(
  overrides: Partial<SearchableColumn> & { id: number },
): SearchableColumn {
  return {
    name: `Column ${overrides.id}`,
    description: null,
    archived_at: null,
    deleted_at: null,
    ...overrides,
  };
}

export const DEFINITIONS = new Map<number, CustomFieldDefinitionFacts>([
  [1, { id: 1, type: 'text', is_active: true, config: null }],
  [2, { id: 2, type: 'number', is_active: true, config: null }],
  [
    3,
    {
      id: 3,
      type: 'select',
      is_active: true,
      config: {
        options: [
          { id: 'hi', label: 'High', color: '#ef4444' },
          { id: 'lo', label: 'Low', color: '#22c55e' },
        ],
      },
    },
  ],
  [4, { id: 4, type: 'checkbox', is_active: true, config: null }],
  [5, { id: 5, type: 'date', is_active: true, config: null }],
  [6, { id: 6, type: 'person', is_active: true, config: { multiple: true } }],
  [7, { id: 7, type: 'person', is_active: true, config: null }],
  [8, { id: 8, type: 'text', is_active: false, config: null }],
]);
