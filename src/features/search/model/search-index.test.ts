import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchBoard, type SearchableCard } from '@/domain/search';
import { makeCard, makeColumn, NOW } from '@/domain/search/test-fixtures';
import { searchIndex } from './search-index';

const COLUMNS = [makeColumn({ id: 1 }), makeColumn({ id: 2, name: 'Billing' })];
const doc = (text: string) =>
  JSON.stringify({
    type: 'doc',
    content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
  });

function search(cards: readonly SearchableCard[], query: string, indexed: boolean) {
  return searchBoard({
    cards,
    columns: COLUMNS,
    filters: { query },
    now: NOW,
    definitions: new Map(),
    ...(indexed ? { termsMatch: searchIndex({ cards }).termsMatch } : {}),
  });
}

const cardArb = fc
  .record({
    id: fc.integer({ min: 1, max: 400 }),
    column: fc.constantFrom(1, 2),
    title: fc.constantFrom('Fix Billing', 'Ship login', 'ÄRGER über Ärger', 'Plan #12', ''),
    content: fc.option(fc.constantFrom('Ask Maya about invoices', 'billing run 12', ''), {
      nil: null,
    }),
  })
  .map((r) =>
    makeCard({
      id: r.id,
      number: r.id % 30,
      column_id: r.column,
      title: r.title,
      content: r.content === null ? null : doc(r.content),
    }),
  );
const cardsArb = fc.uniqueArray(cardArb, { selector: (card) => card.id, maxLength: 40 });
const queryArb = fc.constantFrom(
  '',
  'b',
  'bil',
  'billing',
  'BILLING fix',
  'maya',
  'inv run',
  '12',
  '#12',
  '#7',
  '7',
  'ärger',
  'über',
  'zzz',
);

describe('the search index', () => {
  it('matches exactly the cards and columns the shared matcher does', () => {
    fc.assert(
      fc.property(cardsArb, queryArb, (cards, query) => {
        expect(search(cards, query, true)).toEqual(search(cards, query, false));
      }),
      { numRuns: 300 },
    );
  });

  it('finds a card by its content, its number with or without #, and its title in any case', () => {
    const cards = [
      makeCard({ id: 1, number: 12, title: 'Ship login', content: doc('Ask Maya') }),
      makeCard({ id: 2, number: 5, title: 'Fix BILLING' }),
    ];
    expect(search(cards, 'maya', true).cardIds).toEqual([1]);
    expect(search(cards, '#12', true).cardIds).toEqual([1]);
    expect(search(cards, '12', true).cardIds).toEqual([1]);
    expect(search(cards, 'billing', true).cardIds).toEqual([2]);
  });

  it('answers right for cards searched in another order than the index holds', () => {
    const cards = [makeCard({ id: 1, title: 'Fix billing' }), makeCard({ id: 2, title: 'Ship' })];
    const reversed = [...cards].reverse();
    const result = searchBoard({
      cards: reversed,
      columns: COLUMNS,
      filters: { query: 'billing' },
      now: NOW,
      definitions: new Map(),
      termsMatch: searchIndex({ cards }).termsMatch,
    });
    expect(result.cardIds).toEqual([1]);
  });

  it('is built once per cards array, and reads a replaced card’s new text', () => {
    const first = makeCard({ id: 1, title: 'Fix billing' });
    const cards = [first, makeCard({ id: 2, title: 'Ship login' })];
    expect(searchIndex({ cards })).toBe(searchIndex({ cards }));
    const renamed = [{ ...first, title: 'Plan release' }, cards[1] ?? first];
    expect(search(renamed, 'billing', true).cardIds).toEqual([]);
    expect(search(renamed, 'release', true).cardIds).toEqual([1]);
  });
});
