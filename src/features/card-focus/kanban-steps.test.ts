import { describe, expect, it } from 'vitest';
import type { Card, Column } from '@/api/types';
import { kanbanNeighbour, kanbanStep } from './kanban-steps';

/** Columns 1..n with the given card ids (cards need only their id here). */
function layoutOf(...columns: number[][]) {
  return {
    columns: columns.map((_, index) => ({ id: index + 1 }) as Column),
    cardsByColumn: new Map(
      columns.map((ids, index) => [index + 1, ids.map((id) => ({ id }) as Card)] as const),
    ),
  };
}

describe('kanbanStep', () => {
  const layout = layoutOf([11, 12, 13], [], [31, 32], [41]);

  it('goes up and down within the column and stays at its ends', () => {
    expect(kanbanStep(layout, 11, 'down')).toBe(12);
    expect(kanbanStep(layout, 13, 'up')).toBe(12);
    expect(kanbanStep(layout, 13, 'down')).toBeNull();
    expect(kanbanStep(layout, 11, 'up')).toBeNull();
  });

  it('goes sideways past empty columns, to the same index or the last card', () => {
    expect(kanbanStep(layout, 12, 'right')).toBe(32);
    expect(kanbanStep(layout, 13, 'right')).toBe(32);
    expect(kanbanStep(layout, 32, 'right')).toBe(41);
    expect(kanbanStep(layout, 31, 'left')).toBe(11);
    expect(kanbanStep(layout, 41, 'right')).toBeNull();
    expect(kanbanStep(layout, 11, 'left')).toBeNull();
  });

  it('starts from a column’s first or last card, else the first column with cards', () => {
    expect(kanbanStep(layout, null, 'down', 3)).toBe(31);
    expect(kanbanStep(layout, null, 'up', 3)).toBe(32);
    expect(kanbanStep(layout, null, 'down', 2)).toBe(31);
    expect(kanbanStep(layout, null, 'down')).toBe(11);
    // A card no longer shown (filtered away, archived) counts as none.
    expect(kanbanStep(layout, 99, 'down')).toBe(11);
    expect(kanbanStep(layoutOf([], []), null, 'down')).toBeNull();
  });
});

describe('kanbanNeighbour', () => {
  it('is the next card, else the previous, else the nearest column’s', () => {
    const layout = layoutOf([11, 12, 13], [21], [31, 32]);
    expect(kanbanNeighbour(layout, 12)).toBe(13);
    expect(kanbanNeighbour(layout, 13)).toBe(12);
    expect(kanbanNeighbour(layout, 21)).toBe(31);
    expect(kanbanNeighbour(layoutOf([1], [], [3]), 3)).toBe(1);
    expect(kanbanNeighbour(layoutOf([1]), 1)).toBeNull();
  });
});
