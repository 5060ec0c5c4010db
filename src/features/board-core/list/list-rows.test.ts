import { describe, expect, it } from 'vitest';
import type { Card, Column } from '@/api/types';
import type { BoardLayout } from '../model/board-layout';
import { listGroups, listPlacement, listRows, stickySortNote } from './list-rows';

const column = (id: number, name: string, sort_order: string | null = null) =>
  ({ id, name, sort_order }) as Column;
const card = (id: number, title: string) => ({ id, title, number: id }) as Card;

const layout: BoardLayout = {
  columns: [column(1, 'Todo'), column(2, 'Done', '-due_date')],
  cardsByColumn: new Map([
    [1, [card(10, 'b'), card(11, 'a')]],
    [2, [card(20, 'c')]],
  ]),
  placement: new Map([
    [1, [10, 11]],
    [2, [20]],
  ]),
};

describe('list rows', () => {
  it('flattens groups into header and card rows, leaving out collapsed groups', () => {
    const groups = listGroups(layout, null);
    expect(listRows(groups, new Set()).map((row) => row.key)).toEqual([
      'group-1',
      'card-10',
      'card-11',
      'group-2',
      'card-20',
    ]);
    expect(listRows(groups, new Set([1])).map((row) => row.key)).toEqual([
      'group-1',
      'group-2',
      'card-20',
    ]);
    expect(listPlacement(groups).get(1)).toEqual([10, 11]);
  });

  it('sorts cards within groups, and groups by name when sorted by column', () => {
    const byTitle = listGroups(layout, { key: 'title', direction: 'asc' });
    expect(byTitle[0]?.cards.map((c) => c.id)).toEqual([11, 10]);
    const byColumn = listGroups(layout, { key: 'column', direction: 'desc' });
    expect(byColumn.map((group) => group.column.name)).toEqual(['Todo', 'Done']);
  });

  it('explains a sticky sort, which turns reordering by hand off', () => {
    expect(stickySortNote(column(1, 'Todo'))).toBeNull();
    expect(stickySortNote(column(1, 'Todo', 'order'))).toBeNull();
    expect(stickySortNote(column(2, 'Done', '-due_date'))).toBe(
      'Always sorted by due date, descending: cards here cannot be reordered by hand',
    );
  });
});
