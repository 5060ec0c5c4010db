import { useMemo } from 'react';
import { boardIndex } from '@/api/queries/board-index';
import type { BoardWorkingSet } from '@/api/types';
import {
  screenReaderInstructions,
  cardDropOf,
  columnSorts,
  dragTo,
  type Placement,
  parseCardAreaId,
  parseDragId,
  type LayoutAdapter,
  type BoardLayout,
} from '@/features/board-core';
import { boardNames } from '../dnd/board-names';
import { dropSpotIn } from '../dnd/drop-spot';
import { kanbanCollisionDetection } from '../dnd/kanban-collision';
import { boardKeyboardCoordinates } from '../dnd/keyboard-coordinates';
import { landingSpot } from '../dnd/landing-spot';
import { movingCode } from '@/features/selection';
import { orderForDrop } from '@/sync/writes/move-card.write';
import { useMoveCard } from '@/sync/writes/use-move-card';
import { columnOrderForDrop, useMoveColumn } from '@/sync/writes/move-column.write';

interface KanbanAdapterOptions {
  boardId: number;
  board: BoardWorkingSet;
  layout: BoardLayout;
  /** The board's scroll box: where the card lists (the card drop targets) are measured. */
  boardElement: () => HTMLElement | null;
}

/**
 * The kanban's layout for the drag engine: a drop target is a column's card list, and the card
 * goes to the spot its middle points to among the list's card slots (the placement moves the
 * placeholder there; a sorted column puts it where the sort does); the drop saves column and
 * position. Columns drag too (the `other` draggables).
 */
export function useKanbanAdapter({
  boardId,
  board,
  layout,
  boardElement,
}: KanbanAdapterOptions): LayoutAdapter<Placement> {
  const moveCard = useMoveCard(boardId);
  const moveColumn = useMoveColumn(boardId);
  const { cardsById } = boardIndex(board);
  const sorts = useMemo(() => columnSorts(board.columns, cardsById), [board.columns, cardsById]);
  const base = layout.placement;
  const columnIds = layout.columns.map((column) => column.id);
  return {
    names: boardNames(board, cardsById),
    columnLimit: (id) => (layout.filtered ? null : (board.columns[id]?.wip_limit ?? null)),
    cardOf: (id) => {
      const item = parseDragId(id);
      return item?.kind === 'card' ? item.id : null;
    },
    over: (cardId, active, overId, current) => {
      const placement = current ?? base;
      const columnId = parseCardAreaId(overId);
      const rect = active.rect.current.translated;
      if (columnId === null || !rect) return current;
      const list = boardElement()?.querySelector(`[data-card-list="${columnId}"]`);
      if (!list) return current;
      const ids = placement.get(columnId) ?? [];
      const spot = dropSpotIn(list, columnId, cardId, rect.top + rect.height / 2, ids);
      return dragTo(placement, cardId, spot, sorts);
    },
    spot: (cardId, target) => landingSpot(target ?? base, cardId, sorts),
    drop: (cardId, final) => {
      const drop = cardDropOf(base, final, cardId, sorts);
      if (!drop) return false;
      moveCard.mutate({
        cardId,
        toColumnId: drop.columnId,
        order: orderForDrop(board, cardId, drop.columnId, drop.beforeCardId),
      });
      return true;
    },
    // A dragged selection lands in the dragged card's column, before the first card after it
    // that is not moving (docs/selection.md).
    selection: {
      landing: (cardId, moving, final) =>
        movingCode()?.kanbanSelectionSpot(final, cardId, moving, sorts) ?? null,
      gathered: (final, moving, { columnId, beforeCardId }) =>
        movingCode()?.gatherIn(final, moving, columnId, beforeCardId) ?? final,
    },
    other: {
      spot: (columnId, overId) => {
        const over = overId === null ? null : parseDragId(overId);
        const index = columnIds.indexOf(over?.kind === 'column' ? over.id : columnId);
        return index < 0 ? null : { position: index + 1, count: columnIds.length };
      },
      drop: (active, over) => {
        const item = parseDragId(active.id);
        const target = parseDragId(over.id);
        if (item?.kind !== 'column' || target?.kind !== 'column' || target.id === item.id) return;
        const from = columnIds.indexOf(item.id);
        const to = columnIds.indexOf(target.id);
        // Dropped on a column to the right: it goes after it, so before the next one.
        const before = to > from ? (columnIds[to + 1] ?? null) : target.id;
        moveColumn.mutate({
          columnId: item.id,
          order: columnOrderForDrop(board, item.id, before),
        });
      },
    },
    keyboard: boardKeyboardCoordinates,
    collision: kanbanCollisionDetection,
    instructions: screenReaderInstructions,
  };
}
