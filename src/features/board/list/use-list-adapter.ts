import type { UniqueIdentifier } from '@dnd-kit/core';
import { useMemo } from 'react';
import { boardIndex } from '@/api/queries/board-index';
import type { BoardWorkingSet } from '@/api/types';
import {
  screenReaderInstructions,
  columnSorts,
  NO_SORTS,
  type ColumnSorts,
  columnOf,
  parseDragId,
  type DragTarget,
  type LayoutAdapter,
  projectDrop,
  type DropRules,
  type ListDrop,
} from '@/features/board-core';
import { boardNames } from '../dnd/board-names';
import { listCollisionDetection } from '../dnd/list-collision';
import { landingSpot } from '../dnd/landing-spot';
import { movingCode } from '@/features/selection';
import { orderForDrop } from '@/sync/writes/move-card.write';
import { useMoveCard } from '@/sync/writes/use-move-card';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

/** Where a list drag is: the row (or group header) it is over, and the drop that would make. */
export interface ListTarget {
  overId: UniqueIdentifier;
  item: DragTarget;
  drop: ListDrop | null;
}

/**
 * The list's layout for the drag engine: rows stay where they are until the drop (rows of a
 * flat table cannot hop between groups mid-drag without jumping under the pointer); the drop is
 * projected onto the groups (`projectDrop`, also for the spoken positions and the landing mark)
 * and saved like a kanban drop.
 */
export function useListAdapter(
  boardId: number,
  board: BoardWorkingSet,
  rules: DropRules,
): LayoutAdapter<ListTarget> {
  const moveCard = useMoveCard(boardId);
  const { cardsById } = boardIndex(board);
  const sorts = useMemo(() => columnSorts(board.columns, cardsById), [board.columns, cardsById]);
  return listAdapter({
    names: boardNames(board, cardsById),
    rules,
    sorts,
    save: (cardId, drop) =>
      moveCard.mutate({
        cardId,
        toColumnId: drop.columnId,
        order: orderForDrop(board, cardId, drop.columnId, drop.beforeCardId),
      }),
  });
}

interface ListAdapterParts {
  names: LayoutAdapter<ListTarget>['names'];
  rules: DropRules;
  sorts?: ColumnSorts;
  save: (cardId: number, drop: ListDrop) => void;
}

/** The list's adapter from its parts (`useListAdapter` gives the board's). */
export function listAdapter({
  names,
  rules,
  sorts = NO_SORTS,
  save,
}: ListAdapterParts): LayoutAdapter<ListTarget> {
  return {
    names,
    cardOf: (id) => {
      const item = parseDragId(id);
      return item?.kind === 'card' ? item.id : null;
    },
    over: (cardId, _active, overId, current) => {
      if (current?.overId === overId) return current;
      const item = parseDragId(overId);
      return item ? { overId, item, drop: projectDrop(rules, cardId, item, sorts) } : null;
    },
    spot: (cardId, target) =>
      landingSpot(target?.drop?.placement ?? rules.placement, cardId, sorts),
    drop: (cardId, { drop }) => {
      if (drop) save(cardId, drop);
      return drop !== null;
    },
    selection: {
      landing: (cardId, moving, { item }) =>
        movingCode()?.listSelectionDrop(rules, cardId, item, new Set(moving), projectDrop) ?? null,
    },
    keyboard: sortableKeyboardCoordinates,
    collision: listCollisionDetection,
    instructions: screenReaderInstructions,
  };
}

/** The row the landing mark goes on: before a card of another group, or after its last one. */
export function landingMark(
  target: ListTarget | null,
  cardId: number | null,
  rules: DropRules,
): { cardId: number; side: 'before' | 'after' } | null {
  const drop = target?.drop;
  if (!drop || cardId === null || columnOf(rules.placement, cardId) === drop.columnId) return null;
  const ids = drop.placement.get(drop.columnId) ?? [];
  const next = ids[ids.indexOf(cardId) + 1];
  if (next !== undefined) return { cardId: next, side: 'before' };
  const last = ids.at(-2);
  return last === undefined ? null : { cardId: last, side: 'after' };
}
