import type { Active } from '@dnd-kit/core';
import { describe, expect, it, vi } from 'vitest';
import type { Column } from '@/api/types';
import { columnSorts } from '@/features/board-core/dnd/card-drop';
import { engineAnnouncements } from '../dnd/engine/engine-announcements';
import { landingMark, listAdapter } from './use-list-adapter';

const rules = {
  placement: new Map([
    [1, [10, 11]],
    [2, [20, 21]],
  ]),
  rowIndex: (id: number) => ({ 10: 1, 11: 2, 20: 4, 21: 5 })[id] ?? -1,
  canReorder: (columnId: number) => columnId === 1,
};
const names = {
  cardName: (id: number) => `#${id}`,
  columnName: (id: number) => (id === 1 ? 'Backlog' : 'Review'),
};
const active = {
  id: 'card-10',
  data: { current: undefined },
  rect: { current: { initial: null, translated: null } },
} as unknown as Active;
const overRow = (id: string) => ({
  id,
  rect: { width: 0, height: 0, top: 0, left: 0, right: 0, bottom: 0 },
  disabled: false,
  data: { current: undefined },
});

describe('spoken messages of a list drag (the engine with the list adapter)', () => {
  it('say where the card would land', () => {
    const adapter = listAdapter({ names, rules, save: vi.fn() });
    const spoken = engineAnnouncements(adapter, null);
    expect(spoken.onDragStart({ active })).toBe(
      'Picked up Card #10 in column Backlog, position 1 of 2.',
    );
    expect(spoken.onDragOver({ active, over: overRow('card-20') })).toBe(
      'Card #10 in column Review, position 2 of 3.',
    );
  });
});

describe('a card dragged into a sorted group', () => {
  // Review keeps its cards by number: #10 goes first, whatever row it is dropped on.
  const columns = {
    1: { id: 1, name: 'Backlog', sort_order: null },
    2: { id: 2, name: 'Review', sort_order: 'number' },
  } as unknown as Record<number, Column>;
  const cards = new Map(
    [10, 11, 20, 21].map((id) => [
      id,
      { id, number: id, column_id: id < 20 ? 1 : 2, order: id % 10, title: '' },
    ]),
  ) as never;
  const sorts = columnSorts(columns, cards);
  const save = vi.fn();
  const adapter = listAdapter({ names, rules, sorts, save });

  it('lands where the sort puts it, not on the row under the pointer, and the mark says so', () => {
    const target = adapter.over(10, active, 'card-21', null);
    expect(target?.drop?.placement.get(2)).toEqual([10, 20, 21]);
    expect(landingMark(target, 10, rules)).toEqual({ cardId: 20, side: 'before' });
    expect(
      engineAnnouncements(adapter, target).onDragOver({ active, over: overRow('card-21') }),
    ).toBe('Card #10 in column Review (sorted by number, lowest first), position 1 of 3.');
    expect(target && adapter.drop(10, target)).toBe(true);
    expect(save).toHaveBeenCalledWith(
      10,
      expect.objectContaining({ columnId: 2, beforeCardId: null }),
    );
  });

  it('marks the row after the last card when the card lands at the end of a manual group', () => {
    const manual = listAdapter({ names, rules, save });
    const target = manual.over(10, active, 'card-21', null);
    expect(target?.drop?.placement.get(2)).toEqual([20, 21, 10]);
    expect(landingMark(target, 10, rules)).toEqual({ cardId: 21, side: 'after' });
  });
});
