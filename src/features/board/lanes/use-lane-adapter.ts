import type { Active, UniqueIdentifier } from '@dnd-kit/core';
import { useMemo } from 'react';
import { boardIndex } from '@/api/queries/board-index';
import type { BoardWorkingSet } from '@/api/types';
import { useMoveCard } from '@/sync/writes/use-move-card';
import { useMoveCardToLane } from '@/sync/writes/use-move-card-to-lane';
import { wipState } from '@/domain/wip';
import { boardNames } from '../dnd/board-names';
import {
  columnSorts,
  type ColumnSorts,
  type LayoutAdapter,
  type BoardLayout,
} from '@/features/board-core';
import { dropSpotIn } from '../dnd/drop-spot';
import { landingSpot } from '../dnd/landing-spot';
import { laneInstructions, laneSpotText } from './lane-announcements';
import { lanesAreWritable } from './lane-change';
import {
  laneCollisionDetection,
  laneKeyboardCoordinates,
  parseLaneCardDragId,
  parseLaneCellId,
} from './lane-dnd';
import { laneDropOf, type LaneDrop } from './lane-drop';
import type { LaneLayout } from './lane-layout';
import { dragToLane, lanePlacement, type LaneDragPlacement } from './lane-placement';
import { t } from '@/lib/i18n/translate';

/** Where a lane drag is: the copy dragged (its dnd id) and the lanes' placements it changed. */
export interface LaneTarget extends LaneDragPlacement {
  dragId: string;
}

/** The drag of the copy `id` as it was picked up (null: not a lane card). */
export function laneDragStart(id: UniqueIdentifier): LaneTarget | null {
  const copy = parseLaneCardDragId(id);
  return copy
    ? {
        dragId: String(id),
        cardId: copy.cardId,
        from: copy.lane,
        current: copy.lane,
        changed: new Map(),
      }
    : null;
}

interface LaneAdapterOptions {
  boardId: number;
  board: BoardWorkingSet;
  layout: BoardLayout;
  lanes: LaneLayout;
  /** The board's scroll box, where the cells are found. */
  boardElement: () => HTMLElement | null;
}

/**
 * The swimlanes' layout for the drag engine: a drop target is a cell (a lane and a column); a
 * card copy moves within its lane as on the kanban, or into another lane, which changes the
 * lane's value on the card too (one write, `move-card-to-lane`). The spoken spot names the lane
 * and what a lane change does.
 */
export function useLaneAdapter(options: LaneAdapterOptions): LayoutAdapter<LaneTarget> {
  const moveCard = useMoveCard(options.boardId);
  const moveToLane = useMoveCardToLane(options.boardId);
  const { board } = options;
  const { cardsById } = boardIndex(board);
  const sorts = useMemo(() => columnSorts(board.columns, cardsById), [board.columns, cardsById]);
  return laneAdapter({
    ...options,
    sorts,
    save: (drop) => {
      if (drop.kind === 'move') moveCard.mutate(drop.move);
      else moveToLane.mutate(drop.lane);
    },
  });
}

const collisions = {
  writable: laneCollisionDetection(true),
  kept: laneCollisionDetection(false),
};

/** The lanes' adapter from its parts (`useLaneAdapter` gives the board's). */
export function laneAdapter({
  board,
  layout,
  lanes,
  boardElement,
  sorts,
  save,
}: Omit<LaneAdapterOptions, 'boardId'> & {
  sorts: ColumnSorts;
  save: (drop: LaneDrop) => void;
}): LayoutAdapter<LaneTarget> {
  const { cardsById } = boardIndex(board);
  const lanesByKey = new Map(lanes.lanes.map((lane) => [lane.key, lane]));
  const writable = lanesAreWritable(lanes.grouping);
  const names = boardNames(board, cardsById);

  /** What a drop of the drag as it is would save (null: nothing). */
  const dropOf = (state: LaneTarget) => {
    const from = lanesByKey.get(state.from);
    const to = lanesByKey.get(state.current);
    if (!from || !to) return null;
    return laneDropOf({
      board,
      grouping: lanes.grouping,
      cardId: state.cardId,
      sorts,
      from: { lane: from.key, placement: from.placement },
      to: { lane: to.key, placement: lanePlacement(state, to) },
    });
  };

  const spotOf = (state: LaneTarget) => {
    const lane = lanesByKey.get(state.current);
    return lane ? landingSpot(lanePlacement(state, lane), state.cardId, sorts) : null;
  };

  return {
    names,
    cardOf: (id) => parseLaneCardDragId(id)?.cardId ?? null,
    over: (cardId, active, overId, current) => {
      const state = current ?? laneDragStart(active.id);
      const cell = parseLaneCellId(overId);
      const rect = active.rect.current.translated;
      const lane = cell && lanesByKey.get(cell.lane);
      if (!state || !cell || !rect || !lane) return state;
      // Due lanes cannot be written by a drop: the drag stays in its lane.
      if (!writable && cell.lane !== state.from) return state;
      const node = boardElement()?.querySelector(
        `[data-lane-cell="${CSS.escape(String(overId))}"]`,
      );
      if (!node) return state;
      const ids = lanePlacement(state, lane).get(cell.columnId) ?? [];
      const spot = dropSpotIn(node, cell.columnId, cardId, rect.top + rect.height / 2, ids);
      const next = dragToLane(state, lanesByKey, cell.lane, spot, sorts);
      return next === state ? state : { ...state, ...next };
    },
    spot: (_cardId, target) => (target ? spotOf(target) : null),
    describe: (active: Active, target) => {
      const state = target ?? laneDragStart(active.id);
      if (!state) return t('dnd.item', 'Item');
      const name = names.cardName(state.cardId);
      const spot = spotOf(state);
      if (!spot) return t('dnd.card', 'Card {name}', { name });
      const limit = layout.filtered ? null : (board.columns[spot.columnId]?.wip_limit ?? null);
      const drop = state.current === state.from ? null : dropOf(state);
      return laneSpotText({
        name,
        lane: lanesByKey.get(state.current)?.label ?? state.current,
        column: names.columnName(spot.columnId),
        sort: spot.sortedBy ?? null,
        position: spot.position,
        count: spot.count,
        limit: wipState(spot.count, limit) === 'over' ? limit : null,
        effect: drop?.kind === 'lane' ? drop.summary : null,
      });
    },
    drop: (_cardId, final) => {
      const drop = dropOf(final);
      if (drop) save(drop);
      return drop !== null;
    },
    keyboard: laneKeyboardCoordinates,
    collision: writable ? collisions.writable : collisions.kept,
    instructions: laneInstructions,
  };
}
