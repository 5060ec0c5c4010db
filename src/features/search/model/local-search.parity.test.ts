import { describe, expect, it } from 'vitest';
import { useMockApi, TEST_API_BASE_URL } from '@test/mock-api';
import { getBoard, searchBoard } from '@/api/endpoints/boards';
import { createApiClient } from '@/api/http/client';
import type { BoardWorkingSet } from '@/api/types';
import { EMPTY_FILTERS, type FilterState } from './filter-state';
import { definitionMap, localSearch } from './local-search';
import { toSearchRequest } from './search-request';

const client = createApiClient({ baseUrl: TEST_API_BASE_URL, token: 'demo-manager' });

function fieldId(board: BoardWorkingSet, name: string): number {
  const definition = board.custom_field_definitions.find((d) => d.name === name);
  if (!definition) throw new Error(`no field ${name}`);
  return definition.id;
}

type Case = [string, (board: BoardWorkingSet) => Partial<FilterState>];

const CASES: Case[] = [
  ['a query', () => ({ query: 'fix' })],
  ['a card number', () => ({ query: '#12' })],
  ['mention text in content', () => ({ query: 'maya' })],
  ['tags', () => ({ tags: [1, 6] })],
  ['assignees with me', () => ({ assignees: ['me', 3] })],
  ['statuses', () => ({ statuses: ['CLOSED', 'OVERDUE'] })],
  ['due buckets', () => ({ dueDates: ['today', 'this-week', 'no-date'] })],
  ['tag, assignee and due bucket', () => ({ tags: [3], assignees: [3], dueDates: ['tomorrow'] })],
  [
    'number between',
    (b) => ({
      customFields: [
        { definitionId: fieldId(b, 'Estimate'), operator: 'between', value: ['3', '8'] },
      ],
    }),
  ],
  [
    'select any of',
    (b) => ({
      customFields: [
        { definitionId: fieldId(b, 'Priority'), operator: 'is_any_of', value: ['p1'] },
      ],
    }),
  ],
  [
    'select is not',
    (b) => ({
      customFields: [{ definitionId: fieldId(b, 'Priority'), operator: 'is_not', value: 'p2' }],
    }),
  ],
  [
    'text contains',
    (b) => ({
      customFields: [{ definitionId: fieldId(b, 'Customer'), operator: 'contains', value: 'init' }],
    }),
  ],
  [
    'checkbox unchecked',
    (b) => ({
      customFields: [{ definitionId: fieldId(b, 'Approved'), operator: 'is', value: 'false' }],
    }),
  ],
  [
    'date is not empty',
    (b) => ({
      customFields: [{ definitionId: fieldId(b, 'Launch date'), operator: 'is_not_empty' }],
    }),
  ],
  [
    'person is',
    (b) => ({ customFields: [{ definitionId: fieldId(b, 'Owner'), operator: 'is', value: '2' }] }),
  ],
  ['archived included', () => ({ includeArchived: true, statuses: ['ARCHIVED'] })],
  ['columns target', () => ({ query: 're', target: 'columns' })],
  ['cards target', () => ({ query: 'board', target: 'cards' })],
];

describe('local search gives the same result as the mock search endpoint', () => {
  useMockApi();

  it.each(CASES)('%s', async (_name, build) => {
    const board = await getBoard(client, 1);
    const state: FilterState = { ...EMPTY_FILTERS, ...build(board) };
    const request = toSearchRequest(state, 1);
    const server = await searchBoard(client, 1, request.params);
    const local = localSearch(board, request.filters, definitionMap(board), new Date());
    expect(local.cardIds.sort()).toEqual(server.cards.map((card) => card.id).sort());
    expect(local.columnIds.sort()).toEqual(Object.keys(server.columns).map(Number).sort());
    if (state.target === null || state.target === 'cards')
      expect(server.cards.length).toBeGreaterThan(0);
  });
});
