import { describe, expect, it } from 'vitest';
import type { Placement } from '@/features/board-core/model/card-placement';
import { projectDrop, type DropRules } from '@/features/board-core/list/list-drop';
import { listSelectionDrop } from './list-selection-drop';

// Rows: group 1 (row 0), cards 10, 11, 12 (rows 1-3), group 2 (row 4), cards 20, 21 (rows 5-6).
const placement: Placement = new Map([
  [1, [10, 11, 12]],
  [2, [20, 21]],
]);
const rowOf = new Map([
  [10, 1],
  [11, 2],
  [12, 3],
  [20, 5],
  [21, 6],
]);
const rules = (canReorder: (columnId: number) => boolean = () => true): DropRules => ({
  placement,
  rowIndex: (id) => rowOf.get(id) ?? -1,
  canReorder,
});

describe('where a selection dragged in the list goes', () => {
  const moving = new Set([10, 11, 21]);

  it("goes where the dragged card's drop is, before the next card that is not moving", () => {
    // 10 dragged down onto 20: after it, and 21 (moving) is skipped: the end of group 2.
    expect(listSelectionDrop(rules(), 10, { kind: 'card', id: 20 }, moving, projectDrop)).toEqual({
      columnId: 2,
      beforeCardId: null,
      ordered: true,
    });
    // 21 dragged up onto 12: before it.
    expect(listSelectionDrop(rules(), 21, { kind: 'card', id: 12 }, moving, projectDrop)).toEqual({
      columnId: 1,
      beforeCardId: 12,
      ordered: true,
    });
    // Onto group 2's header: its top, before 20.
    expect(listSelectionDrop(rules(), 11, { kind: 'column', id: 2 }, moving, projectDrop)).toEqual({
      columnId: 2,
      beforeCardId: 20,
      ordered: true,
    });
  });

  it('gathers the others where the dragged card is when it is dropped on itself', () => {
    expect(listSelectionDrop(rules(), 10, { kind: 'card', id: 10 }, moving, projectDrop)).toEqual({
      columnId: 1,
      beforeCardId: 12,
      ordered: true,
    });
  });

  it('has no spot in a group without a chosen order, and none over no row', () => {
    expect(
      listSelectionDrop(
        rules(() => false),
        21,
        { kind: 'card', id: 11 },
        moving,
        projectDrop,
      ),
    ).toEqual({
      columnId: 1,
      beforeCardId: null,
      ordered: false,
    });
    expect(listSelectionDrop(rules(), 10, null, moving, projectDrop)).toBeNull();
  });
});
