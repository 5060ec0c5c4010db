import type {
  Active,
  Announcements,
  DragEndEvent,
  DragMoveEvent,
  DragStartEvent,
  Over,
} from '@dnd-kit/core';
import { useCallback, useMemo, useState } from 'react';
import { boardIndex } from '@/api/queries/board-index';
import type { BoardWorkingSet } from '@/api/types';
import { useMoveCard } from '@/sync/writes/use-move-card';
import { useMoveCardToLane } from '@/sync/writes/use-move-card-to-lane';
import { wipState } from '@/domain/wip';
import { boardNames } from '../dnd/board-names';
import { columnSorts } from '../dnd/card-drop';
import { dropSpotIn } from '../dnd/drop-spot';
import { landingSpot } from '../dnd/landing-spot';
import { useBoardSensors } from '../dnd/use-board-sensors';
import type { BoardLayout } from '../model/board-layout';
import { lanesAreWritable } from './lane-change';
import {
  laneCollisionDetection,
  laneKeyboardCoordinates,
  parseLaneCardDragId,
  parseLaneCellId,
} from './lane-dnd';
import { laneDropOf } from './lane-drop';
import type { LaneLayout } from './lane-layout';
import { dragToLane, lanePlacement, type LaneDragPlacement } from './lane-placement';
import { t } from '@/lib/i18n/translate';

interface LaneDragOptions {
  boardId: number;
  board: BoardWorkingSet;
  layout: BoardLayout;
  lanes: LaneLayout;
  /** The board's scroll box, where the cells are found. */
  boardElement: () => HTMLElement | null;
}

/** A drag, for the board and lanes it started on (a new board shows its own order). */
interface DragState extends LaneDragPlacement {
  board: BoardWorkingSet;
  lanes: LaneLayout;
  dragId: string;
  /** Dropped: shown as placed only until the board changes. */
  dropped?: boolean;
}

/** Read when a card's handle takes focus; a getter, so it is in the language of the moment. */
const instructions = {
  get draggable() {
    return t(
      'lanes.instructions',
      'To move, press Space or Enter. Left and right arrows move to the next column, up and down past the next card and on to the lane above or below; Space or Enter drops, Escape cancels. Dropping in another lane changes that value of the card. The actions menu also has "Move to…".',
    );
  },
};

/**
 * Dragging in the swimlanes, by pointer and keyboard: a card copy within its lane (a move, as
 * on the plain kanban) or into another lane (the lane's value, and the move if any, in one
 * write). Announcements name the lane, the column and the position, and what a lane change
 * does to the card.
 */
export function useLaneDrag({ boardId, board, layout, lanes, boardElement }: LaneDragOptions) {
  const moveCard = useMoveCard(boardId);
  const moveToLane = useMoveCardToLane(boardId);
  const [drag, setDrag] = useState<DragState | null>(null);
  const live = drag && drag.board === board && drag.lanes === lanes ? drag : null;
  // A board that changed under a drag (a refetch, a teammate's change) restarts its placement
  // from the new board's lanes; the drag itself goes on. After a drop, the board's own order.
  const current = (): DragState | null =>
    live ??
    (drag && !drag.dropped
      ? { ...drag, board, lanes, current: drag.from, changed: new Map() }
      : null);
  const { cardsById } = boardIndex(board);
  const sorts = useMemo(() => columnSorts(board.columns, cardsById), [board.columns, cardsById]);
  const lanesByKey = useMemo(
    () => new Map(lanes.lanes.map((lane) => [lane.key, lane])),
    [lanes.lanes],
  );

  /** The drag with the copy where its middle points, over the cell `overId`. */
  const dragOver = useCallback(
    (state: DragState, dragged: Active, overId: Over['id']): DragState => {
      const cell = parseLaneCellId(overId);
      const rect = dragged.rect.current.translated;
      const lane = cell && lanesByKey.get(cell.lane);
      if (!cell || !rect || !lane) return state;
      if (!lanesAreWritable(lanes.grouping) && cell.lane !== state.from) return state;
      const node = boardElement()?.querySelector(
        `[data-lane-cell="${CSS.escape(String(overId))}"]`,
      );
      if (!node) return state;
      const ids = lanePlacement(state, lane).get(cell.columnId) ?? [];
      const spot = dropSpotIn(node, cell.columnId, state.cardId, rect.top + rect.height / 2, ids);
      const next = dragToLane(state, lanesByKey, cell.lane, spot, sorts);
      return next === state ? state : { ...state, ...next };
    },
    [lanesByKey, sorts, boardElement, lanes.grouping],
  );

  // Due lanes cannot be written by a drop: the drag stays in its lane.
  const keptIn = lanesAreWritable(lanes.grouping) ? null : (live?.from ?? null);
  const collisionDetection = useMemo(() => laneCollisionDetection(keptIn), [keptIn]);

  const names = boardNames(board, cardsById);
  const laneName = useCallback((key: string) => lanesByKey.get(key)?.label ?? key, [lanesByKey]);

  const announcements = useMemo((): Announcements => {
    const describe = (active: Active, overId: Over['id'] | null): string => {
      const copy = parseLaneCardDragId(active.id);
      if (!copy) return t('dnd.item', 'Item');
      const start: DragState = drag ?? {
        board,
        lanes,
        dragId: String(active.id),
        cardId: copy.cardId,
        from: copy.lane,
        current: copy.lane,
        changed: new Map(),
      };
      const state =
        overId === null
          ? { ...start, current: start.from, changed: new Map() }
          : dragOver(start, active, overId);
      const lane = lanesByKey.get(state.current);
      const card = t('dnd.card', 'Card {name}', { name: names.cardName(copy.cardId) });
      if (!lane) return card;
      const placement = lanePlacement(state, lane);
      const spot = landingSpot(placement, copy.cardId, sorts);
      if (!spot) return card;
      const limit = layout.filtered ? null : (board.columns[spot.columnId]?.wip_limit ?? null);
      const where = laneSpotText({
        name: names.cardName(copy.cardId),
        lane: laneName(state.current),
        column: names.columnName(spot.columnId),
        sort: spot.sortedBy ?? null,
        position: spot.position,
        count: spot.count,
        limit: wipState(spot.count, limit) === 'over' ? limit : null,
      });
      const drop =
        state.current === state.from
          ? null
          : laneDropOf({
              board,
              grouping: lanes.grouping,
              cardId: copy.cardId,
              sorts,
              from: {
                lane: state.from,
                placement: lanesByKey.get(state.from)?.placement ?? new Map(),
              },
              to: { lane: state.current, placement },
            });
      return drop?.kind === 'lane'
        ? t('lanes.dnd.effect', '{where}; this {summary}', { where, summary: drop.summary })
        : where;
    };
    const onDragOver: Announcements['onDragOver'] = ({ active, over }) =>
      over
        ? `${describe(active, over.id)}.`
        : t('dnd.notOver', '{what} is not over a drop area.', { what: describe(active, null) });
    return {
      onDragStart: ({ active }) =>
        t('dnd.start', 'Picked up {what}.', { what: describe(active, null) }),
      onDragMove: onDragOver,
      onDragOver,
      onDragEnd: ({ active, over }) =>
        over
          ? t('dnd.end', 'Dropped. {what}.', { what: describe(active, over.id) })
          : t('dnd.endInPlace', 'Dropped where it was. {what}.', { what: describe(active, null) }),
      onDragCancel: ({ active }) =>
        t('dnd.cancel', 'Moving cancelled. {what}.', { what: describe(active, null) }),
    };
  }, [drag, board, lanes, lanesByKey, dragOver, sorts, names, laneName, layout.filtered]);

  function onDragStart({ active }: DragStartEvent): void {
    const copy = parseLaneCardDragId(active.id);
    if (!copy) return;
    setDrag({
      board,
      lanes,
      dragId: String(active.id),
      cardId: copy.cardId,
      from: copy.lane,
      current: copy.lane,
      changed: new Map(),
    });
  }

  function onDragMove({ active, over }: DragMoveEvent): void {
    const state = current();
    if (!state || !over) return;
    const next = dragOver(state, active, over.id);
    if (next !== live) setDrag(next);
  }

  function onDragEnd({ active, over }: DragEndEvent): void {
    const state = current();
    if (!state || !over) {
      setDrag(null);
      return;
    }
    const final = dragOver(state, active, over.id);
    const from = lanesByKey.get(final.from);
    const to = lanesByKey.get(final.current);
    const drop =
      from && to
        ? laneDropOf({
            board,
            grouping: lanes.grouping,
            cardId: final.cardId,
            sorts,
            from: { lane: from.key, placement: from.placement },
            to: { lane: to.key, placement: lanePlacement(final, to) },
          })
        : null;
    if (!drop) {
      setDrag(null);
      return;
    }
    // The drop shows as placed until the optimistic board lands (then the board's own order).
    setDrag({ ...final, dropped: true });
    if (drop.kind === 'move') moveCard.mutate(drop.move);
    else moveToLane.mutate(drop.lane);
  }

  const sensors = useBoardSensors(laneKeyboardCoordinates);
  // Also while a refetch has restarted the placement: the overlay must keep its card (an empty
  // overlay measures 0 x 0, and the keyboard's next step would start from nowhere).
  const shown = current();
  return {
    drag: shown,
    cardsById,
    activeCard: shown ? cardsById.get(shown.cardId) : undefined,
    dndContextProps: {
      sensors,
      collisionDetection,
      accessibility: { announcements, screenReaderInstructions: instructions },
      onDragStart,
      onDragMove,
      onDragEnd,
      onDragCancel: () => setDrag(null),
    },
  };
}

interface LaneSpot {
  name: string;
  lane: string;
  column: string;
  /** The column's sticky sort in words, if it has one. */
  sort: string | null;
  position: number;
  count: number;
  /** The column's WIP limit when the card would take it over, else null. */
  limit: number | null;
}

/** "Card #12 … in lane Eli, column Doing, position 2 of 3": one sentence per case. */
function laneSpotText(spot: LaneSpot): string {
  const params = {
    ...spot,
    sort: spot.sort ? spot.sort.charAt(0).toLowerCase() + spot.sort.slice(1) : '',
    limit: spot.limit ?? 0,
  };
  if (spot.sort) {
    return spot.limit !== null
      ? t(
          'lanes.dnd.spotSortedOver',
          'Card {name} in lane {lane}, column {column} ({sort}), position {position} of {count}, over its limit of {limit}',
          params,
        )
      : t(
          'lanes.dnd.spotSorted',
          'Card {name} in lane {lane}, column {column} ({sort}), position {position} of {count}',
          params,
        );
  }
  return spot.limit !== null
    ? t(
        'lanes.dnd.spotOver',
        'Card {name} in lane {lane}, column {column}, position {position} of {count}, over its limit of {limit}',
        params,
      )
    : t(
        'lanes.dnd.spot',
        'Card {name} in lane {lane}, column {column}, position {position} of {count}',
        params,
      );
}
