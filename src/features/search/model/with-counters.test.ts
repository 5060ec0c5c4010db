import { describe, expect, it } from 'vitest';
import type { BoardWorkingSet, Card } from '@/api/types';
import { withCounters } from './with-counters';

const card = (id: number, comments: number) =>
  ({
    id,
    comments_count: comments,
    files_count: 0,
    checklist_items: 0,
    checklist_items_completed: 0,
  }) as Card;

describe('withCounters', () => {
  const board = { columns: {}, cards: [card(1, 0), card(2, 3)] } as unknown as BoardWorkingSet;

  it("puts the search's counters on the matching cards and keeps the other card objects", () => {
    const counters = { files_count: 1, checklist_items: 4, checklist_items_completed: 2 };
    const shown = withCounters(board, {
      1: { comments_count: 5, ...counters },
      2: { comments_count: 3, files_count: 0, checklist_items: 0, checklist_items_completed: 0 },
    });
    expect(shown.cards[0]).toMatchObject({ comments_count: 5, ...counters });
    expect(shown.cards[1]).toBe(board.cards[1]);
  });

  it('returns the same board when nothing changes', () => {
    expect(withCounters(board, null)).toBe(board);
    expect(withCounters(board, {})).toBe(board);
  });
});
