import { describe, expect, it } from 'vitest';
import { parseQuery } from './query';

const parse = (qs: string) => parseQuery(new URLSearchParams(qs));

describe('parseQuery', () => {
  it('parses bracket arrays and nested keys', () => {
    expect(parse('ids[]=1&ids[]=2&query=a+b')).toEqual({ ids: ['1', '2'], query: 'a b' });
    expect(parse('by[tags][]=3&by[dueDate][]=today&scope[archived]=true')).toEqual({
      by: { tags: ['3'], dueDate: ['today'] },
      scope: { archived: 'true' },
    });
    expect(parse('options[with][]=board&options[fields][]=title')).toEqual({
      options: { with: ['board'], fields: ['title'] },
    });
  });

  it('parses indexed objects with array values', () => {
    const qs =
      'by[customFields][0][definitionId]=7&by[customFields][0][operator]=between' +
      '&by[customFields][0][value][]=1&by[customFields][0][value][]=5&by[customFields][1][operator]=is_empty';
    expect(parse(qs)).toEqual({
      by: {
        customFields: {
          '0': { definitionId: '7', operator: 'between', value: ['1', '5'] },
          '1': { operator: 'is_empty' },
        },
      },
    });
  });

  it('decodes encoded brackets', () => {
    expect(parse('ids%5B%5D=4')).toEqual({ ids: ['4'] });
  });
});
