import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DUE_BUCKETS, SEARCH_OPERATORS, SEARCH_STATUSES } from '@/domain/enums';
import { RELATION_FILTERS } from '@/domain/relations';
import { decodeCondition, decodeFilters, encodeCondition, encodeFilters } from './filter-codec';
import {
  EMPTY_FILTERS,
  TARGET_KEYS,
  type CustomFieldCondition,
  type FilterState,
} from './filter-state';

const id = fc.integer({ min: 1, max: 100_000 });
const word = fc.stringMatching(/^[A-Za-z0-9 _.,:#%&=+/-]{0,12}$/);
const optionId = fc.stringMatching(/^[A-Za-z0-9_,%.:-]{1,8}$/);
const numberText = fc.integer({ min: -1000, max: 1000 }).map(String);
const dateText = fc
  .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

const conditionArb: fc.Arbitrary<CustomFieldCondition> = fc.oneof(
  fc.record({
    definitionId: id,
    operator: fc.constantFrom('is_empty' as const, 'is_not_empty' as const),
  }),
  fc.record({
    definitionId: id,
    operator: fc.constantFrom('contains' as const, 'equals' as const, 'is' as const, 'gt' as const),
    value: word,
  }),
  fc.record({
    definitionId: id,
    operator: fc.constant('between' as const),
    value: fc.oneof(fc.tuple(numberText, numberText), fc.tuple(dateText, dateText)),
  }),
  fc.record({
    definitionId: id,
    operator: fc.constant('is_any_of' as const),
    value: fc.array(optionId, { maxLength: 4 }),
  }),
);

const stateArb: fc.Arbitrary<FilterState> = fc.record({
  query: word,
  tags: fc.array(id, { maxLength: 4 }),
  assignees: fc.array(fc.oneof(id, fc.constant('me' as const)), { maxLength: 4 }),
  statuses: fc.uniqueArray(fc.constantFrom(...SEARCH_STATUSES)),
  dueDates: fc.uniqueArray(fc.constantFrom(...DUE_BUCKETS)),
  customFields: fc.array(conditionArb, { maxLength: 4 }),
  relations: fc.uniqueArray(fc.constantFrom(...RELATION_FILTERS)),
  includeArchived: fc.boolean(),
  target: fc.constantFrom(null, ...TARGET_KEYS),
});

describe('filter URL codec', () => {
  it('round-trips every filter kind (property)', () => {
    fc.assert(
      fc.property(stateArb, (state) => {
        const url = encodeFilters(state).toString();
        expect(decodeFilters(new URLSearchParams(url))).toEqual(state);
      }),
      { numRuns: 300 },
    );
  });

  it('round-trips a condition of every operator', () => {
    for (const operator of SEARCH_OPERATORS) {
      const condition: CustomFieldCondition =
        operator === 'between'
          ? { definitionId: 7, operator, value: ['1', '5'] }
          : operator === 'is_any_of'
            ? { definitionId: 7, operator, value: ['p1', 'p2'] }
            : operator === 'is_empty' || operator === 'is_not_empty'
              ? { definitionId: 7, operator }
              : { definitionId: 7, operator, value: 'a:b' };
      expect(decodeCondition(encodeCondition(condition))).toEqual(condition);
    }
  });

  it('writes readable, stable parameters and keeps the others', () => {
    const state: FilterState = {
      query: 'login bug',
      tags: [3, 4],
      assignees: ['me', 2],
      statuses: ['OPEN', 'OVERDUE'],
      dueDates: ['today', 'this-week'],
      customFields: [
        { definitionId: 7, operator: 'between', value: ['1', '5'] },
        { definitionId: 8, operator: 'is_empty' },
      ],
      relations: ['blocked', 'has_children'],
      includeArchived: true,
      target: 'cards',
    };
    const base = new URLSearchParams('view=list&archived=1&q=old');
    expect(decodeURIComponent(encodeFilters(state, base).toString())).toBe(
      'view=list&archived=1&q=login+bug&tags=3,4&assignees=me,2&status=OPEN,OVERDUE' +
        '&due=today,this-week&cf=7:between:1..5&cf=8:is_empty&rel=blocked,has_children&include=archived&target=cards',
    );
  });

  it('drops malformed parts and reads an empty URL as no filter', () => {
    expect(decodeFilters(new URLSearchParams(''))).toEqual(EMPTY_FILTERS);
    const decoded = decodeFilters(
      new URLSearchParams(
        'tags=3,x,-1&status=OPEN,NOPE&due=soon&cf=x:is:1&cf=7:nope&rel=blocked,stuck&target=all',
      ),
    );
    expect(decoded).toEqual({
      ...EMPTY_FILTERS,
      tags: [3],
      statuses: ['OPEN'],
      relations: ['blocked'],
    });
  });
});
