import { describe, expect, it } from 'vitest';
import { normalizeBoard } from '../normalize';
import { wireBoard, wireCard } from '../testing/wire-fixtures';
import type { BoardWorkingSet } from '../types';
import { shareBoard, shareBoardCards } from './share-board';

function board(cardCount: number): BoardWorkingSet {
  const cards = Array.from({ length: cardCount }, (_, index) => ({
    ...wireCard,
    id: index + 1,
    number: index + 1,
    order: index + 1,
    title: `Card ${index + 1}`,
  }));
  const result = normalizeBoard({ ...wireBoard, cards });
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

function cardAt(value: BoardWorkingSet, index: number) {
  const card = value.cards[index];
  if (!card) throw new Error(`no card at ${index}`);
  return card;
}

/** A fresh copy, as a refetch parses it: equal content, no shared objects. */
function refetched(value: BoardWorkingSet): BoardWorkingSet {
  return JSON.parse(JSON.stringify(value)) as BoardWorkingSet;
}

describe('shareBoard', () => {
  it('keeps the previous board when a refetch brings the same content', () => {
    const before = board(5);
    expect(shareBoard(before, refetched(before))).toBe(before);
  });

  it('keeps every unchanged card, and the rest of the board, when one card changes', () => {
    const before = board(5);
    const next = refetched(before);
    next.cards[2] = { ...cardAt(next, 2), title: 'Renamed' };
    const shared = shareBoard(before, next) as BoardWorkingSet;
    expect(shared).not.toBe(before);
    expect(shared.cards[2]).toEqual(next.cards[2]);
    expect(shared.cards[2]).not.toBe(before.cards[2]);
    for (const index of [0, 1, 3, 4]) expect(shared.cards[index]).toBe(before.cards[index]);
    expect(shared.columns).toBe(before.columns);
    expect(shared.members).toBe(before.members);
  });

  it('matches cards by id, so a card moved to the front leaves the others untouched', () => {
    const before = board(5);
    const moved = { ...cardAt(before, 4), order: 0 };
    const next: BoardWorkingSet = { ...before, cards: [moved, ...before.cards.slice(0, 4)] };
    const shared = shareBoard(before, refetched(next)) as BoardWorkingSet;
    expect(shared.cards.map((card) => card.id)).toEqual([5, 1, 2, 3, 4]);
    expect(shared.cards[0]).not.toBe(before.cards[4]);
    expect(shared.cards.slice(1)).toEqual(before.cards.slice(0, 4));
    shared.cards.slice(1).forEach((card, index) => expect(card).toBe(before.cards[index]));
  });

  it('sees a change in a list of ids or deep inside a custom field value', () => {
    const before = board(3);
    const withField = { ...cardAt(before, 0), custom_fields: { 7: { range: [1, 2] } } };
    const start: BoardWorkingSet = { ...before, cards: [withField, ...before.cards.slice(1)] };
    const same = refetched(start);
    expect(shareBoard(start, same)).toBe(start);

    const next = refetched(start);
    next.cards[0] = { ...cardAt(next, 0), custom_fields: { 7: { range: [1, 3] } } };
    next.cards[1] = { ...cardAt(next, 1), tags_ids: [...cardAt(next, 1).tags_ids, 42] };
    const shared = shareBoard(start, next) as BoardWorkingSet;
    expect(shared.cards[0]).toBe(next.cards[0]);
    expect(shared.cards[1]).toBe(next.cards[1]);
    expect(shared.cards[2]).toBe(start.cards[2]);
  });

  it('takes new and removed cards as they are', () => {
    const before = board(3);
    const added = { ...cardAt(before, 0), id: 99, number: 99 };
    const next: BoardWorkingSet = { ...refetched(before), cards: [cardAt(before, 0), added] };
    const shared = shareBoard(before, next) as BoardWorkingSet;
    expect(shared.cards).toHaveLength(2);
    expect(shared.cards[1]).toBe(added);
    expect(shared.cards[0]).toBe(before.cards[0]);
  });

  it('falls back to deep structural sharing for anything that is not a board', () => {
    const previous = { a: { b: 1 } };
    const next = { a: { b: 1 } };
    expect(shareBoard(previous, next)).toBe(previous);
    expect(shareBoard(undefined, next)).toBe(next);
  });
});

describe('shareBoardCards', () => {
  it('reuses every unchanged card across task boundaries, and takes the changed ones', async () => {
    const before = board(2500);
    const next = refetched(before);
    next.cards[1800] = { ...cardAt(next, 1800), title: 'Renamed' };
    const shared = await shareBoardCards(before, next);
    expect(shared.cards).toHaveLength(2500);
    expect(shared.cards[1800]?.title).toBe('Renamed');
    expect(shared.cards[1800]).not.toBe(before.cards[1800]);
    for (const index of [0, 999, 1000, 1799, 2499]) {
      expect(shared.cards[index]).toBe(before.cards[index]);
    }
    // What React Query's structural sharing then does is a pass over the same objects.
    const stored = shareBoard(before, shared) as BoardWorkingSet;
    expect(stored.cards[0]).toBe(before.cards[0]);
    expect(stored.cards[1800]?.title).toBe('Renamed');
  });

  it('gives up its task between chunks of cards', async () => {
    const before = board(2500);
    const order: string[] = [];
    setTimeout(() => order.push('timer'), 0);
    await shareBoardCards(before, refetched(before));
    order.push('shared');
    expect(order).toEqual(['timer', 'shared']);
  });

  it('returns the new board as it is when nothing was cached', async () => {
    const next = board(3);
    expect(await shareBoardCards(undefined, next)).toBe(next);
  });
});
