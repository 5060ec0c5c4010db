import { describe, expect, it } from 'vitest';
import { searchQueryParams } from '../endpoints/boards';
import { serializeQuery } from './query-string';

describe('serializeQuery', () => {
  it('writes arrays of scalars with []', () => {
    expect(serializeQuery({ ids: [1, 2] })).toBe('ids[]=1&ids[]=2');
    expect(serializeQuery({ attributes: ['name', 'icon'] })).toBe(
      'attributes[]=name&attributes[]=icon',
    );
  });

  it('nests objects with [key]', () => {
    expect(serializeQuery({ by: { tags: [3] } })).toBe('by[tags][]=3');
    expect(serializeQuery({ by: { statuses: ['OPEN', 'NEAR'] } })).toBe(
      'by[statuses][]=OPEN&by[statuses][]=NEAR',
    );
    expect(serializeQuery({ by: { dueDate: ['today', 'this-week'] } })).toBe(
      'by[dueDate][]=today&by[dueDate][]=this-week',
    );
    expect(serializeQuery({ scope: { archived: true } })).toBe('scope[archived]=true');
    expect(serializeQuery({ options: { fields: ['title'], with: ['board', 'column'] } })).toBe(
      'options[fields][]=title&options[with][]=board&options[with][]=column',
    );
  });

  it('indexes arrays of objects', () => {
    expect(
      serializeQuery({
        by: {
          customFields: [
            { definitionId: 7, operator: 'between', value: [1, 5] },
            { definitionId: 8, operator: 'is_empty' },
          ],
        },
      }),
    ).toBe(
      'by[customFields][0][definitionId]=7&by[customFields][0][operator]=between' +
        '&by[customFields][0][value][]=1&by[customFields][0][value][]=5' +
        '&by[customFields][1][definitionId]=8&by[customFields][1][operator]=is_empty',
    );
  });

  it('encodes values, keeps brackets readable', () => {
    expect(serializeQuery({ query: 'a&b =c#?' })).toBe('query=a%26b%20%3Dc%23%3F');
    expect(serializeQuery({ target: 'App\\Models\\Card' })).toBe('target=App%5CModels%5CCard');
    expect(serializeQuery({ filter: 'ana@example.com' })).toBe('filter=ana%40example.com');
    expect(serializeQuery({ query: 'über 🎉' })).toBe(`query=${encodeURIComponent('über 🎉')}`);
  });

  it('leaves out null, undefined and empty collections; keeps empty strings and false', () => {
    expect(serializeQuery({ a: null, b: undefined, c: [], d: {}, e: { f: [] } })).toBe('');
    expect(serializeQuery({ filter: '', archived: false, n: 0 })).toBe(
      'filter=&archived=false&n=0',
    );
  });

  it('decodes back to the same bracket keys', () => {
    const query = serializeQuery({ by: { tags: [3, 4] }, query: 'x y' });
    const params = new URLSearchParams(query);
    expect(params.getAll('by[tags][]')).toEqual(['3', '4']);
    expect(params.get('query')).toBe('x y');
  });
});

describe('searchQueryParams', () => {
  it('serializes every filter kind as the spec writes it', () => {
    const query = serializeQuery(
      searchQueryParams({
        query: ' launch ',
        tags: [3],
        assignees: [12, 13],
        statuses: ['OPEN', 'OVERDUE'],
        dueDates: ['today'],
        customFields: [
          { definitionId: 7, operator: 'between', value: [1, 5] },
          { definitionId: 9, operator: 'is_not_empty', value: 'ignored' },
          { definitionId: 10, operator: 'is', value: true },
        ],
        includeArchived: true,
        target: 'App\\Models\\Card',
      }),
    );
    expect(query.split('&')).toEqual([
      'query=launch',
      'by[tags][]=3',
      'by[assignees][]=12',
      'by[assignees][]=13',
      'by[statuses][]=OPEN',
      'by[statuses][]=OVERDUE',
      'by[dueDate][]=today',
      'by[customFields][0][definitionId]=7',
      'by[customFields][0][operator]=between',
      'by[customFields][0][value][]=1',
      'by[customFields][0][value][]=5',
      'by[customFields][1][definitionId]=9',
      'by[customFields][1][operator]=is_not_empty',
      'by[customFields][2][definitionId]=10',
      'by[customFields][2][operator]=is',
      'by[customFields][2][value]=true',
      'scope[archived]=true',
      'target=App%5CModels%5CCard',
    ]);
  });

  it('sends nothing for an empty search', () => {
    expect(serializeQuery(searchQueryParams({}))).toBe('');
    expect(serializeQuery(searchQueryParams({ query: '  ', includeArchived: false }))).toBe('');
  });
});
