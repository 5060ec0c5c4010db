import { describe, expect, it } from 'vitest';
import type { Card } from '@/api/types';
import { nextSort, sortCardsBy, sortKeepsManualOrder } from './list-sort';

function card(id: number, fields: Partial<Card> = {}): Card {
  return {
    id,
    number: id,
    title: `Card ${id}`,
    due_date: null,
    status: 'OPEN',
    checklist_items: 0,
    checklist_items_completed: 0,
    ...fields,
  } as Card;
}

const ids = (cards: readonly Card[]) => cards.map((c) => c.id);

describe('list sorting', () => {
  const cards = [
    card(1, { due_date: null, checklist_items: 4, checklist_items_completed: 1 }),
    card(2, { due_date: '2026-03-01T10:00:00Z', title: 'beta' }),
    card(3, { due_date: '2026-01-01T10:00:00Z', title: 'Alpha', status: null }),
    card(4, { due_date: null, checklist_items: 2, checklist_items_completed: 2 }),
  ];

  it('sorts by due date with cards without one last, in both directions', () => {
    expect(ids(sortCardsBy(cards, { key: 'due_date', direction: 'asc' }))).toEqual([3, 2, 1, 4]);
    expect(ids(sortCardsBy(cards, { key: 'due_date', direction: 'desc' }))).toEqual([2, 3, 1, 4]);
  });

  it('sorts by checklist progress and status, nulls last', () => {
    expect(ids(sortCardsBy(cards, { key: 'checklist', direction: 'desc' }))).toEqual([4, 1, 2, 3]);
    expect(ids(sortCardsBy(cards, { key: 'status', direction: 'asc' }))).toEqual([1, 2, 4, 3]);
  });

  it('keeps the manual order without a card sort', () => {
    expect(sortCardsBy(cards, null)).toBe(cards);
    expect(sortCardsBy(cards, { key: 'column', direction: 'desc' })).toBe(cards);
    expect(sortKeepsManualOrder({ key: 'column', direction: 'asc' })).toBe(true);
    expect(sortKeepsManualOrder({ key: 'title', direction: 'asc' })).toBe(false);
  });

  it('flips the direction of the current key, starts a new key ascending', () => {
    expect(nextSort(null, 'title')).toEqual({ key: 'title', direction: 'asc' });
    expect(nextSort({ key: 'title', direction: 'asc' }, 'title')).toEqual({
      key: 'title',
      direction: 'desc',
    });
    expect(nextSort({ key: 'title', direction: 'desc' }, 'number')).toEqual({
      key: 'number',
      direction: 'asc',
    });
  });
});
