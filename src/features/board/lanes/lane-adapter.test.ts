import type { Active, Over } from '@dnd-kit/core';
import { describe, expect, it, vi } from 'vitest';
import { normalizeBoard } from '@/api/normalize';
import { wireCard, wireColumn } from '@/api/testing/board-fixture';
import { NO_SORTS } from '@/features/board-core/dnd/card-drop';
import { engineAnnouncements } from '../dnd/engine/engine-announcements';
import { layoutBoard } from '@/features/board-core/model/board-layout';
import { laneCardDragId, laneCellId } from './lane-dnd';
import { layoutLanes } from './lane-layout';
import { dragToLane } from './lane-placement';
import { laneAdapter, laneDragStart, type LaneTarget } from './use-lane-adapter';

const result = normalizeBoard({
  id: 1,
  cuid: 'acme',
  name: 'Board',
  visibility: 'private',
  columns: [wireColumn(1, 1, { name: 'Doing' })],
  cards: [
    wireCard(10, 1, 1, { title: 'Fix login', assignees_ids: ['1'] }),
    wireCard(11, 1, 2, { title: 'Docs', assignees_ids: ['3'] }),
  ],
  members: { 1: { id: 1, name: 'Maya Manager' }, 3: { id: 3, name: 'Ines Interact' } },
  tags: {},
  custom_field_definitions: [],
  permissions: { view: true, edit: true },
});
if (!result.ok) throw new Error(result.error.message);
const board = result.value;
const layout = layoutBoard(board);
const lanes = layoutLanes(board, layout, { kind: 'assignee' }, new Date(2026, 10, 26));
const lanesByKey = new Map(lanes.lanes.map((lane) => [lane.key, lane]));

const active = {
  id: laneCardDragId('member:1', 10),
  data: { current: undefined },
  rect: { current: { initial: null, translated: null } },
} as unknown as Active;
const overCell = (lane: string) =>
  ({ id: laneCellId(lane, 1), rect: {}, disabled: false, data: {} }) as unknown as Over;

function adapter() {
  const save = vi.fn();
  const lanesAdapter = laneAdapter({
    board,
    layout,
    lanes,
    boardElement: () => null,
    sorts: NO_SORTS,
    save,
  });
  return { lanesAdapter, save };
}

/** Maya's copy of #10 put at the end of Ines's cell in Doing. */
function intoInes(): LaneTarget {
  const start = laneDragStart(active.id);
  if (!start) throw new Error('not a lane card');
  const spot = { columnId: 1, beforeCardId: null };
  return { ...start, ...dragToLane(start, lanesByKey, 'member:3', spot, NO_SORTS) };
}

describe('a swimlane drag on the drag engine (the lanes adapter)', () => {
  it('speaks the lane, the column and the position, and what a lane change does', () => {
    const { lanesAdapter } = adapter();
    expect(engineAnnouncements(lanesAdapter, null).onDragStart({ active })).toBe(
      'Picked up Card #10 Fix login in lane Maya Manager, column Doing, position 1 of 1.',
    );
    const spoken = engineAnnouncements(lanesAdapter, intoInes());
    expect(spoken.onDragEnd({ active, over: overCell('member:3') })).toBe(
      'Dropped. Card #10 Fix login in lane Ines Interact, column Doing, position 2 of 2; this replaces Maya Manager with Ines Interact.',
    );
    expect(spoken.onDragCancel({ active, over: null })).toBe(
      'Moving cancelled. Card #10 Fix login in lane Maya Manager, column Doing, position 1 of 1.',
    );
  });

  it("saves a drop into another lane as the lane's one write", () => {
    const { lanesAdapter, save } = adapter();
    expect(lanesAdapter.drop(10, intoInes())).toBe(true);
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'lane',
        lane: expect.objectContaining({ cardId: 10, assignees: { 1: false, 3: true } }),
      }),
    );
  });

  it('saves nothing for a copy put back where it was', () => {
    const { lanesAdapter, save } = adapter();
    const start = laneDragStart(active.id);
    if (!start) throw new Error('not a lane card');
    expect(lanesAdapter.drop(10, start)).toBe(false);
    expect(save).not.toHaveBeenCalled();
  });
});
