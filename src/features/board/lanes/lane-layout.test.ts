import { describe, expect, it } from 'vitest';
import { normalizeBoard } from '@/api/normalize';
import { withCard } from '@/api/queries/board-index';
import { wireCard, wireColumn } from '@/api/testing/board-fixture';
import type { BoardWorkingSet } from '@/api/types';
import { layoutBoard } from '@/features/board-core/model/board-layout';
import { parseLaneParam, laneParamOf, type LaneGrouping } from './lane-param';
import { layoutLanes, type LaneLayout } from './lane-layout';

const NOW = new Date('2026-11-25T12:00:00');
const iso = (days: number, hours = 0) =>
  new Date(NOW.getTime() + days * 86_400_000 + hours * 3_600_000).toISOString();

function boardWith(
  cards: readonly unknown[],
  extra: Record<string, unknown> = {},
): BoardWorkingSet {
  const result = normalizeBoard({
    id: 1,
    cuid: 'acme',
    name: 'Board',
    visibility: 'private',
    columns: [wireColumn(1, 1), wireColumn(2, 2)],
    cards,
    members: {
      1: { id: 1, name: 'Maya Manager' },
      2: { id: 2, name: 'Eli Editor' },
      7: { id: 7, name: 'Dana Departed', deleted_at: '2026-01-01T00:00:00Z' },
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
        config: {
          options: [
            { id: 'hi', label: 'High', color: '#f00' },
            { id: 'lo', label: 'Low', color: '#0f0' },
          ],
        },
      },
      { id: 31, name: 'Reviewer', type: 'person', is_active: true, config: { multiple: true } },
      { id: 32, name: 'Blocked', type: 'checkbox', is_active: true, config: {} },
      { id: 33, name: 'Notes', type: 'text', is_active: true, config: {} },
    ],
    permissions: { view: true, edit: true },
    ...extra,
  });
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

const lanesOf = (board: BoardWorkingSet, grouping: LaneGrouping): LaneLayout =>
  layoutLanes(board, layoutBoard(board), grouping, NOW);

/** Each lane as `label: column 1 ids | column 2 ids`. */
function shape(lanes: LaneLayout): string[] {
  return lanes.lanes.map(
    (lane) =>
      `${lane.label}: ${[1, 2].map((column) => (lane.placement.get(column) ?? []).join(',')).join(' | ')}`,
  );
}

describe('lane grouping', () => {
  it('reads and writes the URL value of every grouping', () => {
    for (const value of ['assignee', 'tag', 'status', 'due', 'field-31']) {
      const grouping = parseLaneParam(value);
      expect(grouping).not.toBeNull();
      expect(laneParamOf(grouping as LaneGrouping)).toBe(value);
    }
    expect(parseLaneParam('colour')).toBeNull();
    expect(parseLaneParam(null)).toBeNull();
  });

  it('groups by assignee, with a card of two people in both lanes and a "No assignee" lane', () => {
    const board = boardWith([
      wireCard(10, 1, 1, { assignees_ids: ['1', '2'] }),
      wireCard(11, 1, 2, { assignees_ids: ['2'] }),
      wireCard(12, 2, 1, { assignees_ids: [null] }),
      wireCard(13, 2, 2, { assignees_ids: ['7'] }),
    ]);
    const lanes = lanesOf(board, { kind: 'assignee' });
    expect(shape(lanes)).toEqual([
      'Eli Editor: 10,11 | ',
      'Maya Manager: 10 | ',
      // A departed person keeps a lane while a card names them.
      'Dana Departed (left):  | 13',
      'No assignee:  | 12',
    ]);
    expect(lanes.lanesOfCard.get(10)).toEqual(['member:1', 'member:2']);
    expect(lanes.lanes.map((lane) => lane.count)).toEqual([2, 1, 1, 1]);
  });

  it('groups by tag, with a "No tag" lane', () => {
    const board = boardWith([
      wireCard(10, 1, 1, { tags_ids: ['5', '6'] }),
      wireCard(11, 2, 1, { tags_ids: [null] }),
    ]);
    expect(shape(lanesOf(board, { kind: 'tag' }))).toEqual([
      'api: 10 | ',
      'bug: 10 | ',
      'No tag:  | 11',
    ]);
  });

  it('groups by status', () => {
    const board = boardWith([
      wireCard(10, 1, 1, { status: 'OPEN' }),
      wireCard(11, 2, 1, { status: 'CLOSED' }),
      wireCard(12, 2, 2, { status: null }),
    ]);
    expect(shape(lanesOf(board, { kind: 'status' }))).toEqual([
      'Open: 10 | ',
      'Closed:  | 11',
      'Archived:  | ',
      'No status:  | 12',
    ]);
  });

  it('groups by due bucket, each card in one lane', () => {
    const board = boardWith([
      wireCard(10, 1, 1, { due_date: iso(-1) }),
      wireCard(11, 1, 2, { due_date: iso(0, 3) }),
      wireCard(12, 1, 3, { due_date: iso(1) }),
      wireCard(13, 2, 1, { due_date: iso(40) }),
      wireCard(14, 2, 2, { due_date: iso(-3), completed_at: iso(-4) }),
      wireCard(15, 2, 3),
    ]);
    expect(shape(lanesOf(board, { kind: 'due' }))).toEqual([
      'Completed:  | 14',
      'Overdue: 10 | ',
      'Today: 11 | ',
      'Tomorrow: 12 | ',
      'Later this week:  | ',
      'Next week:  | ',
      'Later:  | 13',
      'No due date:  | 15',
    ]);
  });

  it('groups by a select, a person and a checkbox field, with their "none" lanes', () => {
    const board = boardWith([
      wireCard(10, 1, 1, { custom_fields: { 30: 'hi', 31: [1, 2], 32: true } }),
      wireCard(11, 2, 1, { custom_fields: { 30: 'gone', 32: false } }),
      wireCard(12, 2, 2),
    ]);
    expect(shape(lanesOf(board, { kind: 'field', fieldId: 30 }))).toEqual([
      'High: 10 | ',
      'Low:  | ',
      // An option that no longer exists reads as no value.
      'No Priority:  | 11,12',
    ]);
    expect(shape(lanesOf(board, { kind: 'field', fieldId: 31 }))).toEqual([
      'Eli Editor: 10 | ',
      'Maya Manager: 10 | ',
      'No Reviewer:  | 11,12',
    ]);
    expect(shape(lanesOf(board, { kind: 'field', fieldId: 32 }))).toEqual([
      'Blocked: yes: 10 | ',
      'Blocked: no:  | 11,12',
    ]);
    // A text field makes no lanes.
    expect(lanesOf(board, { kind: 'field', fieldId: 33 }).lanes).toEqual([]);
  });

  it('keeps the lane arrays of a column nothing touched, so its cells do not re-render', () => {
    const board = boardWith([
      wireCard(10, 1, 1, { assignees_ids: ['1'] }),
      wireCard(11, 2, 1, { assignees_ids: ['2'] }),
    ]);
    const before = lanesOf(board, { kind: 'assignee' });
    const changed = withCard(board, 11, (card) => ({ ...card, assignees_ids: [1] }));
    const after = layoutLanes(changed, layoutBoard(changed), { kind: 'assignee' }, NOW);
    const maya = (lanes: LaneLayout) => lanes.lanes.find((lane) => lane.key === 'member:1');
    expect(maya(after)?.cardsByColumn.get(1)).toBe(maya(before)?.cardsByColumn.get(1));
    expect(maya(after)?.placement.get(1)).toBe(maya(before)?.placement.get(1));
    expect(maya(after)?.placement.get(2)).toEqual([11]);
    // The same grouping again gives the same arrays.
    const again = lanesOf(board, { kind: 'assignee' });
    expect(maya(again)?.cardsByColumn.get(2)).toBe(maya(before)?.cardsByColumn.get(2));
  });

  it('leaves out empty lanes on a filtered board', () => {
    const board = boardWith([wireCard(10, 1, 1, { assignees_ids: ['1'] }), wireCard(11, 2, 1)]);
    const layout = layoutBoard(board, {
      visible: { cardIds: new Set([10]), columnIds: new Set([1]) },
    });
    const lanes = layoutLanes(board, layout, { kind: 'assignee' }, NOW);
    expect(lanes.lanes.map((lane) => lane.label)).toEqual(['Maya Manager']);
  });
});
