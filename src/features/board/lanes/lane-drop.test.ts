import { describe, expect, it } from 'vitest';
import { normalizeBoard } from '@/api/normalize';
import { cardOf } from '@/api/queries/board-index';
import { wireCard, wireColumn } from '@/api/testing/board-fixture';
import type { BoardWorkingSet } from '@/api/types';
import { applyLaneMove } from '@/sync/writes/move-card-to-lane.write';
import { NO_SORTS, columnSorts } from '@/features/board-core/dnd/card-drop';
import type { Placement } from '@/features/board-core/model/card-placement';
import { laneChangeOf } from './lane-change';
import { laneDropOf } from './lane-drop';
import type { LaneGrouping } from './lane-param';

function boardWith(cards: readonly unknown[], columns = [wireColumn(1, 1), wireColumn(2, 2)]) {
  const result = normalizeBoard({
    id: 1,
    cuid: 'acme',
    name: 'Board',
    visibility: 'private',
    columns,
    cards,
    members: {
      1: { id: 1, name: 'Maya Manager' },
      2: { id: 2, name: 'Eli Editor' },
      3: { id: 3, name: 'Ines Interact' },
    },
    tags: {
      5: { id: 5, name: 'bug', color: '#ff0000' },
      6: { id: 6, name: 'api', color: '#00ff00' },
    },
    custom_field_definitions: [
      {
        id: 30,
        name: 'Priority',
        type: 'select',
        is_active: true,
        config: { options: [{ id: 'hi', label: 'High', color: '#f00' }] },
      },
      { id: 31, name: 'Reviewer', type: 'person', is_active: true, config: { multiple: false } },
      { id: 32, name: 'Blocked', type: 'checkbox', is_active: true, config: {} },
    ],
    permissions: { view: true, edit: true },
  });
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

const card = (board: BoardWorkingSet, id: number) => {
  const found = cardOf(board, id);
  if (!found) throw new Error(`no card ${id}`);
  return found;
};
const change = (
  board: BoardWorkingSet,
  id: number,
  grouping: LaneGrouping,
  from: string,
  to: string,
) => laneChangeOf(board, card(board, id), grouping, from, to);
const pl = (entries: Record<number, number[]>): Placement =>
  new Map(Object.entries(entries).map(([column, ids]) => [Number(column), ids]));

describe('the field a lane drop writes', () => {
  const board = boardWith([
    wireCard(10, 1, 1, { assignees_ids: ['1', '2'], tags_ids: ['5'] }),
    wireCard(11, 1, 2, { assignees_ids: [null], custom_fields: { 31: 1 } }),
  ]);

  it("moving Maya's copy to Eli's lane (Eli already on it) removes Maya only", () => {
    expect(change(board, 10, { kind: 'assignee' }, 'member:1', 'member:2')).toEqual({
      assignees: { 1: false },
      summary: 'removes Maya Manager',
    });
  });

  it("moving Maya's copy to Ines's lane replaces Maya with Ines and keeps Eli", () => {
    expect(change(board, 10, { kind: 'assignee' }, 'member:1', 'member:3')).toEqual({
      assignees: { 1: false, 3: true },
      summary: 'replaces Maya Manager with Ines Interact',
    });
  });

  it('to "No assignee" unassigns everyone; from it, assigns the lane\'s person', () => {
    expect(change(board, 10, { kind: 'assignee' }, 'member:2', 'none')).toEqual({
      assignees: { 1: false, 2: false },
      summary: 'removes Maya Manager and Eli Editor, leaving no assignee',
    });
    expect(change(board, 11, { kind: 'assignee' }, 'none', 'member:3')).toEqual({
      assignees: { 3: true },
      summary: 'adds Ines Interact',
    });
  });

  it('tags, status and fields go through the card patch', () => {
    expect(change(board, 10, { kind: 'tag' }, 'tag:5', 'tag:6')).toEqual({
      patch: { tags_ids: [6] },
      summary: 'replaces tag bug with tag api',
    });
    expect(change(board, 10, { kind: 'status' }, 'status:OPEN', 'status:CLOSED')).toEqual({
      patch: { status: 'CLOSED' },
      summary: 'sets the status to closed',
    });
    expect(change(board, 10, { kind: 'field', fieldId: 30 }, 'none', 'option:hi')).toEqual({
      patch: { custom_fields: { 30: 'hi' } },
      summary: 'sets Priority to High',
    });
    expect(change(board, 10, { kind: 'field', fieldId: 30 }, 'option:hi', 'none')).toEqual({
      patch: { custom_fields: { 30: null } },
      summary: 'clears Priority',
    });
    expect(change(board, 11, { kind: 'field', fieldId: 31 }, 'member:1', 'member:2')).toEqual({
      patch: { custom_fields: { 31: 2 } },
      summary: 'Reviewer: replaces Maya Manager with Eli Editor',
    });
    expect(change(board, 10, { kind: 'field', fieldId: 32 }, 'none', 'check:1')).toEqual({
      patch: { custom_fields: { 32: true } },
      summary: 'sets Blocked to yes',
    });
  });

  it('writes nothing within a lane, and nothing for due lanes (a range is no date)', () => {
    expect(change(board, 10, { kind: 'assignee' }, 'member:1', 'member:1')).toBeNull();
    expect(change(board, 10, { kind: 'due' }, 'due:today', 'due:overdue')).toBeNull();
  });
});

describe('laneDropOf', () => {
  // Column 1: 10 (Maya), 11 (Eli), 12 (Maya); column 2: 20 (Eli).
  const board = boardWith([
    wireCard(10, 1, 1, { assignees_ids: ['1'] }),
    wireCard(11, 1, 2, { assignees_ids: ['2'] }),
    wireCard(12, 1, 3, { assignees_ids: ['1'] }),
    wireCard(20, 2, 1, { assignees_ids: ['2'] }),
  ]);
  const maya = pl({ 1: [10, 12], 2: [] });
  const assignee: LaneGrouping = { kind: 'assignee' };

  it('to another lane and column: the move and the assignees in one write', () => {
    const drop = laneDropOf({
      board,
      grouping: assignee,
      cardId: 10,
      sorts: NO_SORTS,
      from: { lane: 'member:1', placement: maya },
      to: { lane: 'member:2', placement: pl({ 1: [11], 2: [10, 20] }) },
    });
    expect(drop).toEqual({
      kind: 'lane',
      summary: 'replaces Maya Manager with Eli Editor',
      lane: {
        cardId: 10,
        move: { toColumnId: 2, order: 1 },
        assignees: { 1: false, 2: true },
        cardName: '#10 Card 10',
      },
    });
  });

  it('to another lane in the same column and place: only the field', () => {
    // Card 10 dropped before 11 in Eli's lane: it is already just before 11 in the column.
    const drop = laneDropOf({
      board,
      grouping: assignee,
      cardId: 10,
      sorts: NO_SORTS,
      from: { lane: 'member:1', placement: maya },
      to: { lane: 'member:2', placement: pl({ 1: [10, 11], 2: [20] }) },
    });
    expect(drop?.kind === 'lane' && drop.lane.move).toBeNull();
  });

  it("at the end of a lane's cell: right after the cell's last card in the column", () => {
    // 10 to the end of Eli's cell in column 1 (after 11): before 12 in the whole column.
    const drop = laneDropOf({
      board,
      grouping: assignee,
      cardId: 10,
      sorts: NO_SORTS,
      from: { lane: 'member:1', placement: maya },
      to: { lane: 'member:2', placement: pl({ 1: [11, 10], 2: [20] }) },
    });
    expect(drop?.kind === 'lane' && drop.lane.move).toEqual({ toColumnId: 1, order: 2 });
  });

  it('within a lane: a plain move, positioned in the whole column', () => {
    const drop = laneDropOf({
      board,
      grouping: assignee,
      cardId: 12,
      sorts: NO_SORTS,
      from: { lane: 'member:1', placement: maya },
      to: { lane: 'member:1', placement: pl({ 1: [12, 10], 2: [] }) },
    });
    expect(drop).toEqual({ kind: 'move', move: { cardId: 12, toColumnId: 1, order: 1 } });
  });

  it('into a sorted column: the end of its manual order, whatever the spot', () => {
    const sortedBoard = boardWith(
      [wireCard(10, 1, 1, { assignees_ids: ['1'] }), wireCard(20, 2, 1, { assignees_ids: ['2'] })],
      [wireColumn(1, 1), wireColumn(2, 2, { sort_order: 'title' })],
    );
    const { cardsById } = { cardsById: new Map([10, 20].map((id) => [id, card(sortedBoard, id)])) };
    const drop = laneDropOf({
      board: sortedBoard,
      grouping: assignee,
      cardId: 10,
      sorts: columnSorts(sortedBoard.columns, cardsById),
      from: { lane: 'member:1', placement: pl({ 1: [10], 2: [] }) },
      to: { lane: 'member:2', placement: pl({ 1: [], 2: [10, 20] }) },
    });
    expect(drop?.kind === 'lane' && drop.lane.move).toEqual({ toColumnId: 2, order: 2 });
  });

  it('nothing for a drop where it started, or across due lanes', () => {
    const base = { board, cardId: 10, sorts: NO_SORTS } as const;
    expect(
      laneDropOf({
        ...base,
        grouping: assignee,
        from: { lane: 'member:1', placement: maya },
        to: { lane: 'member:1', placement: maya },
      }),
    ).toBeNull();
    expect(
      laneDropOf({
        ...base,
        grouping: { kind: 'due' },
        from: { lane: 'none', placement: maya },
        to: { lane: 'due:today', placement: pl({ 1: [10], 2: [] }) },
      }),
    ).toBeNull();
  });

  it('applies at once as the server will: the card in its new column with its new people', () => {
    const drop = laneDropOf({
      board,
      grouping: assignee,
      cardId: 10,
      sorts: NO_SORTS,
      from: { lane: 'member:1', placement: maya },
      to: { lane: 'member:2', placement: pl({ 1: [11], 2: [10, 20] }) },
    });
    if (drop?.kind !== 'lane') throw new Error('expected a lane drop');
    const after = applyLaneMove(board, drop.lane);
    expect(card(after, 10)).toMatchObject({ column_id: 2, order: 1, assignees_ids: [2] });
    expect(card(after, 20).order).toBe(2);
  });
});
