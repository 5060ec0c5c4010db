import { describe, expect, it } from 'vitest';
import type { Placement } from '../model/card-placement';
import { projectDrop, type DropRules } from './list-drop';

// Rows: group 1 (row 0), cards 10, 11, 12 (rows 1-3), group 2 (row 4), card 20 (row 5), group 3.
const placement: Placement = new Map([
  [1, [10, 11, 12]],
  [2, [20]],
  [3, []],
]);
const rowOf = new Map([
  [10, 1],
  [11, 2],
  [12, 3],
  [20, 5],
]);

function rules(canReorder: (columnId: number) => boolean = () => true): DropRules {
  return { placement, rowIndex: (id) => rowOf.get(id) ?? -1, canReorder };
}

describe('where a card dropped in the list goes', () => {
  it('takes the place of a card of its own group', () => {
    expect(projectDrop(rules(), 10, { kind: 'card', id: 12 })).toMatchObject({
      columnId: 1,
      beforeCardId: null,
    });
    expect(projectDrop(rules(), 12, { kind: 'card', id: 10 })).toMatchObject({
      columnId: 1,
      beforeCardId: 10,
    });
  });

  it('goes after a card of another group when dragged down, before it when dragged up', () => {
    expect(projectDrop(rules(), 11, { kind: 'card', id: 20 })).toMatchObject({
      columnId: 2,
      beforeCardId: null,
    });
    expect(projectDrop(rules(), 20, { kind: 'card', id: 11 })).toMatchObject({
      columnId: 1,
      beforeCardId: 11,
    });
  });

  it('goes to the top of a group dropped on its header', () => {
    expect(projectDrop(rules(), 10, { kind: 'column', id: 3 })).toMatchObject({
      columnId: 3,
      beforeCardId: null,
    });
    expect(projectDrop(rules(), 20, { kind: 'column', id: 1 })).toMatchObject({
      columnId: 1,
      beforeCardId: 10,
    });
    expect(projectDrop(rules(), 12, { kind: 'column', id: 1 })).toMatchObject({
      beforeCardId: 10,
    });
  });

  it('only moves between groups where the order is not chosen by hand', () => {
    const sorted = rules(() => false);
    expect(projectDrop(sorted, 10, { kind: 'card', id: 12 })).toBeNull();
    expect(projectDrop(sorted, 20, { kind: 'card', id: 11 })).toMatchObject({
      columnId: 1,
      beforeCardId: null,
    });
  });

  it('does nothing when the card stays where it is', () => {
    expect(projectDrop(rules(), 10, { kind: 'card', id: 10 })).toBeNull();
    expect(projectDrop(rules(), 10, { kind: 'column', id: 1 })).toBeNull();
    expect(projectDrop(rules(), 10, null)).toBeNull();
  });
});
