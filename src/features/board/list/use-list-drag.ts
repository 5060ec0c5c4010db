import type { DragEndEvent, DragStartEvent } from '@dnd-kit/core';
import { boardIndex } from '@/api/queries/board-index';
import {
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
  type SortingStrategy,
} from '@dnd-kit/sortable';
import { useMemo, useState } from 'react';
import type { BoardWorkingSet } from '@/api/types';
import { boardNames } from '../dnd/board-names';
import { cardDragId, parseDragId } from '../dnd/drag-ids';
import { useBoardSensors } from '../dnd/use-board-sensors';
import { movingCode, useMovingCode } from '../selection/move/moving-code';
import { useSelectionDrag } from '../selection/move/use-selection-drag';
import { orderForDrop } from '@/data/move-card.write';
import { useMoveCard } from '@/data/use-move-card';
import { listAnnouncements } from './list-announcements';
import { projectDrop, type DropRules } from './list-drop';
import { listPlacement, stickySortNote, type ListGroup, type ListRow } from './list-rows';

interface ListDragOptions {
  boardId: number;
  board: BoardWorkingSet;
  groups: readonly ListGroup[];
  rows: readonly ListRow[];
  /** False while the table is sorted by a card fact: only moves between groups make sense. */
  manualOrder: boolean;
}

/**
 * Dragging cards in the list: rows stay where they are until the drop (rows of a flat table
 * cannot hop between groups mid-drag without jumping under the pointer); the drop is projected
 * onto the groups (also for the spoken positions) and saved like a kanban drop.
 */
export function useListDrag({ boardId, board, groups, rows, manualOrder }: ListDragOptions) {
  const moveCard = useMoveCard(boardId);
  const selection = useSelectionDrag(boardId);
  const { movingFor } = selection;
  const [activeCardId, setActiveCardId] = useState<number | null>(null);

  const placement = useMemo(() => listPlacement(groups), [groups]);
  const cardRows = useMemo(() => rows.filter((row) => row.kind === 'card'), [rows]);
  const rules = useMemo((): DropRules => {
    const rowIndex = new Map(
      rows.flatMap((row, i) => (row.kind === 'card' ? [[row.card.id, i]] : [])),
    );
    const reorderable = new Set(
      groups
        .filter((group) => manualOrder && stickySortNote(group.column) === null)
        .map((group) => group.column.id),
    );
    return {
      placement,
      rowIndex: (cardId) => rowIndex.get(cardId) ?? -1,
      canReorder: (columnId) => reorderable.has(columnId),
    };
  }, [groups, rows, placement, manualOrder]);

  const sortableIds = useMemo(() => cardRows.map((row) => cardDragId(row.card.id)), [cardRows]);
  // Rows make room for the dragged one only within a group that keeps a chosen order; across
  // groups the target row shows a drop mark instead (group header rows do not move).
  const strategy = useMemo((): SortingStrategy => {
    return (args) => {
      const active = cardRows[args.activeIndex];
      const over = cardRows[args.overIndex];
      if (!active || !over || active.column.id !== over.column.id) return null;
      return rules.canReorder(over.column.id) ? verticalListSortingStrategy(args) : null;
    };
  }, [cardRows, rules]);

  const loadedMoving = useMovingCode();
  const announcements = useMemo(() => {
    const names = boardNames(board, boardIndex(board).cardsById);
    const single = listAnnouncements(names, rules);
    if (!loadedMoving) return single;
    return loadedMoving.selectionAnnouncements(single, {
      ...names,
      moving: movingFor,
      spot: (active, overId) => {
        const card = parseDragId(active.id);
        const moving = card?.kind === 'card' ? movingFor(card.id) : null;
        if (card?.kind !== 'card' || !moving || overId === null) return null;
        return loadedMoving.listSelectionDrop(
          rules,
          card.id,
          parseDragId(overId),
          new Set(moving),
          projectDrop,
        );
      },
    });
  }, [board, rules, movingFor, loadedMoving]);

  const sensors = useBoardSensors(sortableKeyboardCoordinates);

  function onDragStart({ active }: DragStartEvent): void {
    const card = parseDragId(active.id);
    setActiveCardId(card?.kind === 'card' ? card.id : null);
    if (card?.kind === 'card') selection.start(card.id);
  }

  function onDragEnd(event: DragEndEvent): void {
    setActiveCardId(null);
    const card = parseDragId(event.active.id);
    const moving = card?.kind === 'card' ? selection.movingFor(card.id) : null;
    selection.stop();
    if (card?.kind !== 'card') return;
    const target = event.over ? parseDragId(event.over.id) : null;
    if (moving) {
      const spot = movingCode()?.listSelectionDrop(
        rules,
        card.id,
        target,
        new Set(moving),
        projectDrop,
      );
      if (spot) selection.drop(moving, spot.columnId, spot.beforeCardId, spot.ordered);
      return;
    }
    const drop = projectDrop(rules, card.id, target);
    if (!drop) return;
    const cardId = card.id;
    moveCard.mutate({
      cardId,
      toColumnId: drop.columnId,
      order: orderForDrop(board, cardId, drop.columnId, drop.beforeCardId),
    });
  }

  return {
    activeCardId,
    /** How many selected cards the drag under way moves (0: a single-card drag). */
    movingCount: selection.moving?.length ?? 0,
    sortableIds,
    strategy,
    dndContextProps: {
      sensors,
      announcements,
      onDragStart,
      onDragEnd,
      onDragCancel: () => {
        setActiveCardId(null);
        selection.stop();
      },
    },
  };
}
