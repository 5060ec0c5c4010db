import { describe, expect, it } from 'vitest';
import type { DueBucket, SearchStatus } from '../enums';
import { matchCard, matchTemplate, searchBoard } from './match';
import type { CustomFieldFilter, SearchableCard, SearchFilters } from './filters';
import { at, DEFINITIONS, makeCard, makeColumn, NOW } from './test-fixtures';

const ctx = { now: NOW, definitions: DEFINITIONS };
const matches = (card: SearchableCard, filters: SearchFilters) => matchCard(card, filters, ctx);
const ids = (cards: SearchableCard[], filters: SearchFilters) =>
  cards.filter((card) => matches(card, filters)).map((card) => card.id);

const mentionContent = JSON.stringify({
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Pair with ' },
        { type: 'mention', attrs: { id: '4', label: 'Ines Interact' } },
      ],
    },
  ],
});

describe('matchCard: free text', () => {
  const card = makeCard({ id: 1, number: 12, title: 'Launch Checklist', content: mentionContent });

  it.each([
    ['launch', true],
    ['LAUNCH checklist', true],
    ['pair', true],
    ['ines', true],
    ['interact launch', true],
    ['#12', true],
    ['12', true],
    ['#1', false],
    ['launch nothing', false],
    ['mention', false],
    ['', true],
    ['   ', true],
  ])('%j -> %s', (query, expected) => {
    expect(matches(card, { query })).toBe(expected);
  });

  it('a number term also matches text', () => {
    expect(matches(makeCard({ id: 2, number: 3, title: 'Release 2026' }), { query: '2026' })).toBe(
      true,
    );
  });

  it('ignores invalid content', () => {
    expect(matches(makeCard({ id: 3, content: 'pair' }), { query: 'pair' })).toBe(false);
  });
});

describe('matchCard: tags, assignees, statuses', () => {
  const cards = [
    makeCard({ id: 1, tags_ids: [1, 2], assignees_ids: [10] }),
    makeCard({ id: 2, tags_ids: [3], assignees_ids: [10, 11], status: 'CLOSED' }),
    makeCard({ id: 3, status: null, due_date: at(-1) }),
    makeCard({ id: 4, due_date: at(1) }),
    makeCard({ id: 5, due_date: at(10) }),
    makeCard({ id: 6, due_date: at(-3), completed_at: at(-2) }),
  ];

  it('tags: any of', () => {
    expect(ids(cards, { tags: [2, 3] })).toEqual([1, 2]);
    expect(ids(cards, { tags: [9] })).toEqual([]);
    expect(ids(cards, { tags: [] })).toHaveLength(6);
  });

  it('assignees: any of', () => {
    expect(ids(cards, { assignees: [11] })).toEqual([2]);
    expect(ids(cards, { assignees: [10, 11] })).toEqual([1, 2]);
  });

  it.each<[SearchStatus[], number[]]>([
    [['OPEN'], [1, 4, 5, 6]],
    [['CLOSED'], [2]],
    [['OVERDUE'], [3]],
    [['NEAR'], [4]],
    [['FAR'], [5]],
    [
      ['CLOSED', 'NEAR'],
      [2, 4],
    ],
  ])('statuses %j', (statuses, expected) => {
    expect(ids(cards, { statuses })).toEqual(expected);
  });

  it('ARCHIVED status needs the archived scope', () => {
    const archived = makeCard({ id: 7, status: 'ARCHIVED' });
    expect(matches(archived, { statuses: ['ARCHIVED'] })).toBe(false);
    expect(matches(archived, { statuses: ['ARCHIVED'], includeArchived: true })).toBe(true);
  });

  it('kinds AND together', () => {
    expect(ids(cards, { tags: [1, 3], assignees: [11] })).toEqual([2]);
    expect(ids(cards, { tags: [1], statuses: ['CLOSED'] })).toEqual([]);
    expect(ids(cards, { query: 'card', assignees: [10], statuses: ['OPEN'] })).toEqual([1]);
  });
});

describe('matchCard: due buckets', () => {
  // NOW is Wednesday 11 March 2026: this week runs 9-15 March, next week 16-22, next month is April.
  const cards = [
    makeCard({ id: 1, due_date: at(-2) }),
    makeCard({ id: 2, due_date: at(0, 18) }),
    makeCard({ id: 3, due_date: at(1) }),
    makeCard({ id: 4, due_date: at(3) }),
    makeCard({ id: 5, due_date: at(7) }),
    makeCard({ id: 6, due_date: at(25) }),
    makeCard({ id: 7, due_date: at(60) }),
    makeCard({ id: 8 }),
    makeCard({ id: 9, due_date: at(-2), completed_at: at(-1) }),
    makeCard({ id: 10, due_date: at(14) }),
  ];

  it.each<[DueBucket, number[]]>([
    ['overdue', [1]],
    ['today', [2]],
    ['tomorrow', [3]],
    ['this-week', [1, 2, 3, 4, 9]],
    ['next-week', [5]],
    ['next-month', [6]],
    ['future', [7]],
    ['no-date', [8]],
    ['completed', [9]],
  ])('%s', (bucket, expected) => {
    expect(ids(cards, { dueDates: [bucket] })).toEqual(expected);
  });

  it('buckets OR together and AND with statuses', () => {
    expect(ids(cards, { dueDates: ['today', 'no-date'] })).toEqual([2, 8]);
    expect(ids(cards, { dueDates: ['this-week'], statuses: ['OVERDUE'] })).toEqual([1]);
    expect(ids(cards, { dueDates: ['completed', 'overdue'] })).toEqual([1, 9]);
    // 25 March is neither next week nor next month: only "this month later".
    expect(ids(cards, { dueDates: ['next-week', 'next-month', 'future'] })).toEqual([5, 6, 7]);
  });
});

describe('matchCard: custom fields', () => {
  const f = (
    definitionId: number,
    operator: CustomFieldFilter['operator'],
    value?: unknown,
  ): SearchFilters => ({
    customFields: [{ definitionId, operator, ...(value === undefined ? {} : { value }) }],
  });
  const cards = [
    makeCard({
      id: 1,
      custom_fields: {
        1: 'Alpha Beta',
        2: 5,
        3: 'hi',
        4: true,
        5: '2026-03-11',
        6: [10, 11],
        7: 10,
      },
    }),
    makeCard({
      id: 2,
      custom_fields: {
        1: 'beta',
        2: 10.5,
        3: 'lo',
        4: false,
        5: '2026-03-20T09:00:00',
        6: [12],
        7: 12,
      },
    }),
    makeCard({ id: 3, custom_fields: { 1: '', 6: [] } }),
  ];

  it.each<[string, SearchFilters, number[]]>([
    ['text contains', f(1, 'contains', 'BETA'), [1, 2]],
    ['text equals (case-insensitive)', f(1, 'equals', 'BETA'), [2]],
    ['text is_empty', f(1, 'is_empty'), [3]],
    ['text is_not_empty', f(1, 'is_not_empty'), [1, 2]],
    ['number equals', f(2, 'equals', 5), [1]],
    ['number equals (query text)', f(2, 'equals', '10.5'), [2]],
    ['number gt', f(2, 'gt', 5), [2]],
    ['number gte', f(2, 'gte', 5), [1, 2]],
    ['number lt', f(2, 'lt', 10.5), [1]],
    ['number lte', f(2, 'lte', 10.5), [1, 2]],
    ['number between inclusive', f(2, 'between', [5, 10]), [1]],
    ['number between (query text)', f(2, 'between', ['5', '10.5']), [1, 2]],
    ['number is_empty', f(2, 'is_empty'), [3]],
    ['number is_not_empty', f(2, 'is_not_empty'), [1, 2]],
    ['select is', f(3, 'is', 'hi'), [1]],
    ['select is_not (empties count)', f(3, 'is_not', 'hi'), [2, 3]],
    ['select is_any_of', f(3, 'is_any_of', ['hi', 'lo']), [1, 2]],
    ['select is_empty', f(3, 'is_empty'), [3]],
    ['select is_not_empty', f(3, 'is_not_empty'), [1, 2]],
    ['checkbox is true', f(4, 'is', true), [1]],
    ['checkbox is false (unset reads false)', f(4, 'is', 'false'), [2, 3]],
    ['date equals same day', f(5, 'equals', '2026-03-11T23:00:00'), [1]],
    ['date before', f(5, 'before', '2026-03-20'), [1]],
    ['date after', f(5, 'after', '2026-03-11'), [2]],
    ['date between inclusive days', f(5, 'between', ['2026-03-11', '2026-03-20']), [1, 2]],
    ['date between narrow', f(5, 'between', ['2026-03-12', '2026-03-19']), []],
    ['date is_empty', f(5, 'is_empty'), [3]],
    ['date is_not_empty', f(5, 'is_not_empty'), [1, 2]],
    ['person (multiple) is', f(6, 'is', 11), [1]],
    ['person is (query text)', f(7, 'is', '12'), [2]],
    ['person is_not', f(6, 'is_not', 10), [2, 3]],
    ['person is_any_of', f(6, 'is_any_of', [11, 12]), [1, 2]],
    ['person single is_any_of', f(7, 'is_any_of', ['10']), [1]],
    ['person is_empty', f(6, 'is_empty'), [3]],
    ['person is_not_empty', f(7, 'is_not_empty'), [1, 2]],
  ])('%s', (_name, filters, expected) => {
    expect(ids(cards, filters)).toEqual(expected);
  });

  it('several custom-field filters AND together', () => {
    expect(
      ids(cards, {
        customFields: [
          { definitionId: 1, operator: 'contains', value: 'beta' },
          { definitionId: 2, operator: 'gt', value: 6 },
        ],
      }),
    ).toEqual([2]);
  });

  it('an invalid filter matches nothing', () => {
    expect(ids(cards, f(99, 'is_empty'))).toEqual([]);
    expect(ids(cards, f(8, 'is_empty'))).toEqual([]);
    expect(ids(cards, f(1, 'gt', 3))).toEqual([]);
    expect(ids(cards, f(2, 'between', [10, 5]))).toEqual([]);
    expect(ids(cards, f(4, 'is', 'maybe'))).toEqual([]);
  });
});

describe('matchCard: scope', () => {
  it('never matches deleted cards', () => {
    expect(matches(makeCard({ id: 1, deleted_at: at(-1) }), { includeArchived: true })).toBe(false);
  });

  it('leaves archived cards out unless asked', () => {
    const byDate = makeCard({ id: 1, archived_at: at(-1) });
    const byStatus = makeCard({ id: 2, status: 'ARCHIVED' });
    expect(matches(byDate, {})).toBe(false);
    expect(matches(byStatus, {})).toBe(false);
    expect(matches(byDate, { includeArchived: true })).toBe(true);
    expect(matches(byStatus, { includeArchived: true })).toBe(true);
  });
});

describe('searchBoard', () => {
  const columns = [
    makeColumn({ id: 1, name: 'Backlog', description: 'Ideas for later' }),
    makeColumn({ id: 2, name: 'Doing' }),
    makeColumn({ id: 3, name: 'Launch prep' }),
    makeColumn({ id: 4, name: 'Old launch', archived_at: at(-9) }),
    makeColumn({ id: 5, name: 'Gone launch', deleted_at: at(-9) }),
  ];
  const cards = [
    makeCard({ id: 1, column_id: 1, title: 'Write launch post' }),
    makeCard({ id: 2, column_id: 2, title: 'Fix login', tags_ids: [1] }),
    makeCard({ id: 3, column_id: 4, title: 'Launch v1', tags_ids: [1] }),
    makeCard({ id: 4, column_id: 5, title: 'Launch v0' }),
    makeCard({ id: 5, column_id: 2, title: 'Archived launch card', status: 'ARCHIVED' }),
  ];
  const search = (filters: SearchFilters) =>
    searchBoard({ cards, columns, filters, now: NOW, definitions: DEFINITIONS });

  it('no target: matching cards, their columns and columns named by the query', () => {
    expect(search({ query: 'launch' })).toEqual({ cardIds: [1], columnIds: [1, 3] });
    expect(search({ tags: [1] })).toEqual({ cardIds: [2], columnIds: [2] });
  });

  it('no criteria: every card and the columns that hold one', () => {
    expect(search({})).toEqual({ cardIds: [1, 2], columnIds: [1, 2] });
  });

  it('archived scope brings archived columns with their cards, never deleted ones', () => {
    expect(search({ query: 'launch', includeArchived: true })).toEqual({
      cardIds: [1, 3, 5],
      columnIds: [1, 2, 3, 4],
    });
    expect(search({ tags: [1], includeArchived: true })).toEqual({
      cardIds: [2, 3],
      columnIds: [2, 4],
    });
  });

  it('Card target: matching cards and the columns that hold them', () => {
    expect(search({ query: 'launch', target: 'App\\Models\\Card' })).toEqual({
      cardIds: [1],
      columnIds: [1],
    });
  });

  it('Column target: columns by name or description, no cards', () => {
    const target = 'App\\Models\\Column' as const;
    expect(search({ query: 'launch', target })).toEqual({ cardIds: [], columnIds: [3] });
    expect(search({ query: 'ideas backlog', target })).toEqual({ cardIds: [], columnIds: [1] });
    expect(search({ query: 'launch', target, includeArchived: true })).toEqual({
      cardIds: [],
      columnIds: [3, 4],
    });
    expect(search({ target })).toEqual({ cardIds: [], columnIds: [1, 2, 3] });
  });

  it('CardTemplate target: no cards, no columns', () => {
    expect(search({ query: 'launch', target: 'App\\Models\\CardTemplate' })).toEqual({
      cardIds: [],
      columnIds: [],
    });
  });
});

describe('matchTemplate', () => {
  const template = { id: 1, name: 'Bug report', title: 'Bug: ', content: mentionContent };
  it.each([
    ['', true],
    ['bug', true],
    ['REPORT ines', true],
    ['pair', true],
    ['feature', false],
    ['#1', false],
  ])('%j -> %s', (query, expected) => {
    expect(matchTemplate(template, query)).toBe(expected);
  });
});
