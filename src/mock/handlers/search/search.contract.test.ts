import { describe, expect, it } from 'vitest';
import { setupMockServer, TOKENS } from '../../../../test/contract/harness';
import {
  expectForbiddenBelow,
  expectInvalid,
  expectNotFound,
  expectUnauthenticated,
  qs,
} from '../../../../test/contract/card-side';

const api = setupMockServer();

interface SearchBody {
  id: number;
  columns: Record<string, { id: number }>;
  cards: { id: number; tags_ids: (string | null)[] }[];
  members: Record<string, unknown>;
  permissions: Record<string, boolean>;
  cards_summary: Record<string, Record<string, number>>;
  card_templates?: { id: number; name: string }[];
}

type Pairs = [string, string | number | boolean][];

async function search(pairs: Pairs, token: string = TOKENS.view) {
  const res = await api.as(token).get<SearchBody>(`/boards/1/search${qs(pairs)}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return {
    body: res.body,
    cards: res.body.cards.map((c) => c.id).sort((a, b) => a - b),
    columns: Object.keys(res.body.columns)
      .map(Number)
      .sort((a, b) => a - b),
  };
}

const cardIds = async (pairs: Pairs) => (await search(pairs)).cards;

describe('GET /boards/{board}/search: access', () => {
  it('401 without or with a bad token', async () => {
    await expectUnauthenticated(api, (c) => c.get('/boards/1/search'));
  });

  it('404 for a missing board', async () => {
    expectNotFound(await api.as(TOKENS.manage).get('/boards/999/search'));
  });

  it('403 below view (outsider of a private board, other tenant)', async () => {
    await expectForbiddenBelow(api, 'view', (c) => c.get('/boards/1/search'));
    expect((await api.as(TOKENS.stranger).get('/boards/3/search')).status).toBe(403);
  });

  it('a public board grants view to a non-member of the tenant', async () => {
    const res = await api.as(TOKENS.outsider).get<SearchBody>('/boards/3/search');
    expect(res.status).toBe(200);
    expect(res.body.permissions).toEqual({
      view: true,
      interact: false,
      edit: false,
      manage: false,
    });
  });
});

describe('GET /boards/{board}/search: response shape', () => {
  it('is the board payload restricted to matches plus cards_summary', async () => {
    const { body, cards, columns } = await search([['query', 'mentions']]);
    expect(cards).toEqual([12]);
    expect(columns).toEqual([3]);
    expect(body).toMatchObject({ id: 1, members: expect.any(Object), permissions: { view: true } });
    expect(body.cards_summary).toEqual({
      '12': { comments_count: 3, files_count: 1, checklist_items: 5, checklist_items_completed: 2 },
    });
    expect(body.card_templates).toBeUndefined();
  });

  it('no filters: every live, unarchived card and the columns holding one', async () => {
    const { cards, columns } = await search([]);
    expect(cards).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25,
    ]);
    expect(columns).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('GET /boards/{board}/search: free text', () => {
  it.each<[string, number[]]>([
    ['FIX', [15, 21]],
    ['fix due', [15]],
    ['#12', [12]],
    ['12', [12]],
    ['ines', [12]],
    ['maya agenda', [10]],
    ['service worker', [4]],
    ['nothing-like-this', []],
  ])('%j', async (query, expected) => {
    expect(await cardIds([['query', query]])).toEqual(expected);
  });

  it('columns whose name matches the query come with the cards', async () => {
    const { cards, columns } = await search([['query', 'review']]);
    expect(cards).toEqual([18]);
    expect(columns).toEqual([4]);
  });
});

describe('GET /boards/{board}/search: filters', () => {
  it('tags: any of', async () => {
    expect(await cardIds([['by[tags][]', 6]])).toEqual([15, 21]);
    expect(
      await cardIds([
        ['by[tags][]', 6],
        ['by[tags][]', 1],
      ]),
    ).toEqual([12, 15, 21]);
  });

  it('assignees: any of', async () => {
    expect(await cardIds([['by[assignees][]', 1]])).toEqual([10, 16]);
    expect(
      await cardIds([
        ['by[assignees][]', 1],
        ['by[assignees][]', 7],
      ]),
    ).toEqual([10, 13, 16]);
  });

  it.each<[string, number[]]>([
    ['OPEN', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]],
    ['CLOSED', [21, 22, 23, 24, 25]],
    ['OVERDUE', [13, 15, 19]],
    ['NEAR', [10, 12, 14, 18]],
    ['FAR', [2, 4, 6, 7, 8, 9, 11, 16, 17, 20]],
    ['ARCHIVED', []],
  ])('status %s', async (status, expected) => {
    expect(await cardIds([['by[statuses][]', status]])).toEqual(expected);
  });

  it('statuses OR together', async () => {
    expect(
      await cardIds([
        ['by[statuses][]', 'OVERDUE'],
        ['by[statuses][]', 'CLOSED'],
      ]),
    ).toEqual([13, 15, 19, 21, 22, 23, 24, 25]);
  });

  it.each<[string, number[]]>([
    ['overdue', [13, 15, 19]],
    ['today', [12, 18]],
    ['tomorrow', [10, 14]],
    ['this-week', [9, 10, 12, 14, 16, 18]],
    ['next-week', [7, 11, 17]],
    ['next-month', [4, 8, 20]],
    ['future', [2, 6]],
    ['no-date', [1, 3, 5, 21, 23, 25]],
    ['completed', [22, 23, 24, 25]],
  ])('due bucket %s', async (bucket, expected) => {
    expect(await cardIds([['by[dueDate][]', bucket]])).toEqual(expected);
  });

  it('due buckets OR together', async () => {
    expect(
      await cardIds([
        ['by[dueDate][]', 'today'],
        ['by[dueDate][]', 'future'],
      ]),
    ).toEqual([2, 6, 12, 18]);
  });

  it('filter kinds AND together', async () => {
    expect(
      await cardIds([
        ['by[tags][]', 3],
        ['by[assignees][]', 3],
        ['by[dueDate][]', 'this-week'],
      ]),
    ).toEqual([9, 14, 16]);
    expect(
      await cardIds([
        ['query', 'fix'],
        ['by[statuses][]', 'CLOSED'],
      ]),
    ).toEqual([21]);
  });
});

describe('GET /boards/{board}/search: custom fields', () => {
  const cf = (
    definitionId: number,
    operator: string,
    value?: string | number | (string | number)[],
  ): Pairs => {
    const pairs: Pairs = [
      ['by[customFields][0][definitionId]', definitionId],
      ['by[customFields][0][operator]', operator],
    ];
    if (Array.isArray(value))
      for (const v of value) pairs.push(['by[customFields][0][value][]', v]);
    else if (value !== undefined) pairs.push(['by[customFields][0][value]', value]);
    return pairs;
  };

  it.each<[string, Pairs, number[]]>([
    ['text contains', cf(3, 'contains', 'init'), [2, 15, 18]],
    ['text equals', cf(3, 'equals', 'globex'), [5]],
    [
      'text is_empty',
      cf(3, 'is_empty'),
      [1, 3, 4, 6, 7, 8, 9, 10, 12, 13, 14, 16, 17, 19, 20, 21, 22, 23, 24, 25],
    ],
    ['text is_not_empty', cf(3, 'is_not_empty'), [2, 5, 11, 15, 18]],
    ['number equals', cf(1, 'equals', 5), [1, 12, 17]],
    ['number gt', cf(1, 'gt', 5), [2, 7, 13]],
    ['number gte', cf(1, 'gte', 8), [2, 7, 13]],
    ['number lt', cf(1, 'lt', 3), [3]],
    ['number lte', cf(1, 'lte', 3), [3, 20]],
    ['number between', cf(1, 'between', [3, 5]), [1, 12, 14, 17, 20]],
    ['number is_not_empty', cf(1, 'is_not_empty'), [1, 2, 3, 7, 12, 13, 14, 17, 20]],
    // The complement of is_not_empty among the 25 live, unarchived cards.
    [
      'number is_empty',
      cf(1, 'is_empty'),
      [4, 5, 6, 8, 9, 10, 11, 15, 16, 18, 19, 21, 22, 23, 24, 25],
    ],
    ['select is', cf(2, 'is', 'p1'), [7, 12, 13, 14, 18, 21, 22]],
    ['select is_not', cf(2, 'is_not', 'p2'), [1, 3, 4, 6, 7, 10, 12, 13, 14, 15, 18, 21, 22, 23]],
    [
      'select is_any_of',
      cf(2, 'is_any_of', ['p1', 'p3']),
      [1, 4, 6, 7, 10, 12, 13, 14, 18, 21, 22, 23],
    ],
    ['select is_empty', cf(2, 'is_empty'), [3, 15]],
    [
      'select is_not_empty',
      cf(2, 'is_not_empty'),
      [1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25],
    ],
    ['checkbox is true', cf(4, 'is', 'true'), [9, 18, 22]],
    [
      'checkbox is false',
      cf(4, 'is', 'false'),
      [1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13, 14, 15, 16, 17, 19, 20, 21, 23, 24, 25],
    ],
    ['date equals', cf(5, 'equals', '2026-03-18'), [16]],
    ['date after', cf(5, 'after', '2026-03-18'), [6]],
    ['date before', cf(5, 'before', '2026-04-01'), [16]],
    ['date between', cf(5, 'between', ['2026-03-01', '2026-04-30']), [6, 16]],
    [
      'date is_empty',
      cf(5, 'is_empty'),
      [1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12, 13, 14, 15, 17, 18, 19, 20, 21, 22, 23, 24, 25],
    ],
    ['date is_not_empty', cf(5, 'is_not_empty'), [6, 16]],
    ['person is', cf(6, 'is', 2), [7, 12]],
    [
      'person is_not',
      cf(6, 'is_not', 2),
      [1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25],
    ],
    ['person is_any_of', cf(6, 'is_any_of', [1, 2]), [7, 12]],
    ['person is_not_empty', cf(6, 'is_not_empty'), [7, 12]],
    [
      'person is_empty',
      cf(6, 'is_empty'),
      [1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25],
    ],
  ])('%s', async (_name, pairs, expected) => {
    expect(await cardIds(pairs)).toEqual(expected);
  });

  it('422 for an operator the type does not take', async () => {
    const res = await api.as(TOKENS.view).get(`/boards/1/search${qs(cf(4, 'contains', 'x'))}`);
    expectInvalid(res, 'by.customFields.0.operator');
  });

  it('422 for an unknown definition, a missing operator or a bad value', async () => {
    expectInvalid(
      await api.as(TOKENS.view).get(`/boards/1/search${qs(cf(99, 'is_empty'))}`),
      'by.customFields.0.definitionId',
    );
    expectInvalid(
      await api
        .as(TOKENS.view)
        .get(`/boards/1/search${qs([['by[customFields][0][definitionId]', 1]])}`),
      'by.customFields.0.operator',
    );
    expectInvalid(
      await api.as(TOKENS.view).get(`/boards/1/search${qs(cf(1, 'gt', 'many'))}`),
      'by.customFields.0.value',
    );
    expectInvalid(
      await api.as(TOKENS.view).get(`/boards/1/search${qs(cf(1, 'between', [5, 1]))}`),
      'by.customFields.0.value',
    );
    expectInvalid(
      await api.as(TOKENS.view).get(`/boards/1/search${qs(cf(2, 'is', 'p9'))}`),
      'by.customFields.0.value',
    );
  });

  it('422 for other invalid parameters with Laravel keys', async () => {
    const get = (pairs: Pairs) => api.as(TOKENS.view).get(`/boards/1/search${qs(pairs)}`);
    expectInvalid(await get([['by[tags][]', 'x']]), 'by.tags.0');
    expectInvalid(
      await get([
        ['by[statuses][]', 'OPEN'],
        ['by[statuses][]', 'LATE'],
      ]),
      'by.statuses.1',
    );
    expectInvalid(await get([['by[dueDate][]', 'someday']]), 'by.dueDate.0');
    expectInvalid(await get([['target', 'App\\Models\\Board']]), 'target');
    expectInvalid(await get([['scope[archived]', 'maybe']]), 'scope.archived');
  });
});

describe('GET /boards/{board}/search: archived scope and target', () => {
  it('archived cards and archived columns with their cards only with scope[archived]', async () => {
    expect(await cardIds([['query', 'legacy']])).toEqual([]);
    expect(
      await cardIds([
        ['query', 'legacy'],
        ['scope[archived]', 'true'],
      ]),
    ).toEqual([26]);
    const scoped = await search([
      ['scope[archived]', 'true'],
      ['by[tags][]', 7],
    ]);
    expect(scoped.cards).toEqual([4, 8, 28, 29]);
    expect(scoped.columns).toEqual([1, 2, 6]);
    expect(
      await cardIds([
        ['by[statuses][]', 'ARCHIVED'],
        ['scope[archived]', '1'],
      ]),
    ).toEqual([26, 30]);
  });

  it('deleted cards never match', async () => {
    expect(
      await cardIds([
        ['query', 'duplicate'],
        ['scope[archived]', 'true'],
      ]),
    ).toEqual([]);
  });

  it('Card target: matching cards and their columns only', async () => {
    expect((await search([['query', 'progress']])).columns).toEqual([3]);
    const res = await search([
      ['query', 'progress'],
      ['target', 'App\\Models\\Card'],
    ]);
    expect(res.cards).toEqual([]);
    expect(res.columns).toEqual([]);
    const fix = await search([
      ['query', 'fix'],
      ['target', 'App\\Models\\Card'],
    ]);
    expect(fix.cards).toEqual([15, 21]);
    expect(fix.columns).toEqual([3, 4]);
  });

  it('Column target: columns by name or description, no cards', async () => {
    const res = await search([
      ['query', 'parked'],
      ['target', 'App\\Models\\Column'],
      ['scope[archived]', 'true'],
    ]);
    expect(res.cards).toEqual([]);
    expect(res.columns).toEqual([6]);
    expect(
      (
        await search([
          ['query', 'parked'],
          ['target', 'App\\Models\\Column'],
        ])
      ).columns,
    ).toEqual([]);
    expect(
      (
        await search([
          ['query', 'progress'],
          ['target', 'App\\Models\\Column'],
        ])
      ).columns,
    ).toEqual([3]);
  });

  it('CardTemplate target: card_templates only', async () => {
    const res = await search([
      ['query', 'bug'],
      ['target', 'App\\Models\\CardTemplate'],
    ]);
    expect(res.cards).toEqual([]);
    expect(res.columns).toEqual([]);
    expect(res.body.card_templates?.map((t) => t.name)).toEqual(['Bug report']);
    const all = await search([['target', 'App\\Models\\CardTemplate']]);
    expect(all.body.card_templates?.map((t) => t.id)).toEqual([1, 2]);
  });
});

describe('GET /boards/{board}/search: malformed custom-field filters', () => {
  it('422 when by[customFields] is not a list', async () => {
    expectInvalid(
      await api.as(TOKENS.view).get(`/boards/1/search${qs([['by[customFields]', 'x']])}`),
      'by.customFields',
    );
  });
});
