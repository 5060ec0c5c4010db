import { describe, expect, it } from 'vitest';
import type { Card } from '@/api/types';
import { CELL_CARDS, CELL_STEP, cellCardsShown } from './lane-cell-limit';

const cards = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ id: index + 1 }) as Card);
const ids = (shown: readonly Card[]) => shown.map((card) => card.id);

describe('the cards a lane cell shows', () => {
  it('shows every card of a small cell, a fifth one included', () => {
    for (const count of [0, 1, CELL_CARDS, CELL_CARDS + 1]) {
      const cell = cellCardsShown(cards(count), 0, null);
      expect(cell.shown).toHaveLength(count);
      expect(cell.hidden).toBe(0);
      expect(cell.expanded).toBe(false);
    }
  });

  it('shows the first few of a full cell and what "Show N more" adds', () => {
    const cell = cellCardsShown(cards(CELL_CARDS + 2), 0, null);
    expect(ids(cell.shown)).toEqual([1, 2, 3, 4]);
    expect(cell).toMatchObject({ hidden: 2, next: 2, expanded: false });

    const big = cellCardsShown(cards(100), 0, null);
    expect(big).toMatchObject({ hidden: 96, next: CELL_STEP });
    const more = cellCardsShown(cards(100), CELL_CARDS + CELL_STEP, null);
    expect(more.shown).toHaveLength(CELL_CARDS + CELL_STEP);
    expect(more).toMatchObject({ hidden: 76, next: CELL_STEP, expanded: true });
    const all = cellCardsShown(cards(100), 1000, null);
    expect(all).toMatchObject({ hidden: 0, next: 0, expanded: true });
  });

  it('keeps the dragged card shown when it is among the hidden ones', () => {
    const cell = cellCardsShown(cards(10), 0, 9);
    expect(ids(cell.shown)).toEqual([1, 2, 3, 4, 9]);
    expect(cell.hidden).toBe(5);
    expect(ids(cellCardsShown(cards(10), 0, 2).shown)).toEqual([1, 2, 3, 4]);
  });
});
