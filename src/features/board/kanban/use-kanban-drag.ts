import type { Active, DragEndEvent, DragMoveEvent, DragStartEvent, Over } from '@dnd-kit/core';
import { useCallback, useMemo, useState } from 'react';
import { boardIndex } from '@/api/queries/board-index';
import type { BoardWorkingSet } from '@/api/types';
import { dragAnnouncements, screenReaderInstructions } from '../dnd/announcements';
import { boardNames } from '../dnd/board-names';
import { cardDropOf, columnSorts, dragTo } from '../dnd/card-drop';
import { columnOf, type Placement } from '../dnd/card-placement';
import { parseCardAreaId, parseDragId } from '../dnd/drag-ids';
import { dropSpotIn } from '../dnd/drop-spot';
import { kanbanCollisionDetection } from '../dnd/kanban-collision';
import { boardKeyboardCoordinates } from '../dnd/keyboard-coordinates';
import { landingSpot } from '../dnd/landing-spot';
import { useBoardSensors } from '../dnd/use-board-sensors';
import type { BoardLayout } from '../model/board-layout';
import { movingCode, useMovingCode } from '../selection/move/moving-code';
import { useSelectionDrag } from '../selection/move/use-selection-drag';
import { orderForDrop } from '@/data/move-card.write';
import { useMoveCard } from '@/data/use-move-card';
import { columnOrderForDrop, useMoveColumn } from '@/data/move-column.write';

/** A card drag in progress: where cards are now, for the board it started on. */
interface DragPlacement {
  board: BoardWorkingSet;
  placement: Placement;
}

interface KanbanDragOptions {
  boardId: number;
  board: BoardWorkingSet;
  layout: BoardLayout;
  /** The board's scroll box: where the card lists (the card drop targets) are measured. */
  boardElement: () => HTMLElement | null;
}

/**
 * Dragging on the kanban board, by pointer and keyboard: cards within and across columns (the
 * placement follows the pointer, and the drop saves like "Move to…") and columns. Returns what
 * the view gives `DndContext`, and what it renders from the drag.
 */
export function useKanbanDrag({ boardId, board, layout, boardElement }: KanbanDragOptions) {
  const moveCard = useMoveCard(boardId);
  const moveColumn = useMoveColumn(boardId);
  const selection = useSelectionDrag(boardId);
  const basePlacement = layout.placement;
  const [drag, setDrag] = useState<DragPlacement | null>(null);
  const [active, setActive] = useState<{ kind: 'card' | 'column'; id: number } | null>(null);
  // A placement only holds for the board it was made on: once the cache changes (the
  // optimistic move landed, or a refetch), the board's own order shows.
  const placement = drag && drag.board === board ? drag.placement : basePlacement;

  const { cardsById } = boardIndex(board);
  const sorts = useMemo(() => columnSorts(board.columns, cardsById), [board.columns, cardsById]);

  /**
   * The placement with the dragged card where it is now: over a column's card list, at the spot
   * its middle points to among the list's card slots (the lists are the card drop targets).
   */
  const placementOver = useCallback(
    (dragged: Active, overId: Over['id']): Placement => {
      const card = parseDragId(dragged.id);
      const columnId = parseCardAreaId(overId);
      const rect = dragged.rect.current.translated;
      if (card?.kind !== 'card' || columnId === null || !rect) return placement;
      const list = boardElement()?.querySelector(`[data-card-list="${columnId}"]`);
      if (!list) return placement;
      const ids = placement.get(columnId) ?? [];
      const spot = dropSpotIn(list, columnId, card.id, rect.top + rect.height / 2, ids);
      return dragTo(placement, card.id, spot, sorts);
    },
    [placement, sorts, boardElement],
  );

  /**
   * Where a dragged selection lands: the dragged card's column, before the first card after it
   * that is not moving (docs/selection.md); the same for the drop and what is spoken.
   */
  const { movingFor } = selection;
  const selectionSpotOver = useCallback(
    (dragged: Active, overId: Over['id']) => {
      const card = parseDragId(dragged.id);
      const moving = card?.kind === 'card' ? movingFor(card.id) : null;
      if (card?.kind !== 'card' || !moving) return null;
      const final = placementOver(dragged, overId);
      const spot = movingCode()?.kanbanSelectionSpot(final, card.id, moving, sorts);
      return spot ? { ...spot, moving, placement: final } : null;
    },
    [movingFor, placementOver, sorts],
  );

  const sensors = useBoardSensors(boardKeyboardCoordinates);

  // The selection's messages once their code is loaded (with the second selected card).
  const loadedMoving = useMovingCode();
  const announcements = useMemo(() => {
    const single = dragAnnouncements(
      {
        ...boardNames(board, cardsById),
        columnLimit: (id) => (layout.filtered ? null : (board.columns[id]?.wip_limit ?? null)),
        cardSpot: (cardId, overId, dragged) =>
          landingSpot(
            overId === null ? basePlacement : placementOver(dragged, overId),
            cardId,
            sorts,
          ),
        columnSpot: (columnId, overId) => {
          const over = overId === null ? null : parseDragId(overId);
          const id = over?.kind === 'column' ? over.id : columnId;
          const index = layout.columns.findIndex((column) => column.id === id);
          return index < 0 ? null : { position: index + 1, count: layout.columns.length };
        },
      },
      { announceMoves: true },
    );
    return (
      loadedMoving?.selectionAnnouncements(single, {
        ...boardNames(board, cardsById),
        moving: movingFor,
        spot: (dragged, overId) => (overId === null ? null : selectionSpotOver(dragged, overId)),
      }) ?? single
    );
  }, [
    board,
    cardsById,
    layout.columns,
    layout.filtered,
    basePlacement,
    placementOver,
    sorts,
    movingFor,
    selectionSpotOver,
    loadedMoving,
  ]);

  function onDragStart({ active: started }: DragStartEvent): void {
    const target = parseDragId(started.id);
    setActive(target);
    if (target?.kind === 'card') {
      setDrag({ board, placement: basePlacement });
      selection.start(target.id);
    }
  }

  function onDragMove({ active: dragged, over }: DragMoveEvent): void {
    if (parseDragId(dragged.id)?.kind !== 'card' || !over) return;
    const next = placementOver(dragged, over.id);
    if (next !== placement) setDrag({ board, placement: next });
  }

  function onDragEnd({ active: dragged, over }: DragEndEvent): void {
    setActive(null);
    const item = parseDragId(dragged.id);
    const target = over ? parseDragId(over.id) : null;
    if (item?.kind === 'column') {
      if (target?.kind === 'column' && target.id !== item.id) dropColumn(item.id, target.id);
      return;
    }
    const group = over ? selectionSpotOver(dragged, over.id) : null;
    selection.stop();
    // Dropped outside every column: the card goes back.
    if (item?.kind !== 'card' || !over) {
      setDrag(null);
      return;
    }
    if (group) {
      // The frame painted at the drop shows them together already.
      const { columnId, beforeCardId, moving } = group;
      const gathered = movingCode()?.gatherIn(group.placement, moving, columnId, beforeCardId);
      setDrag({ board, placement: gathered ?? group.placement });
      selection.drop(moving, columnId, beforeCardId);
      return;
    }
    const final = placementOver(dragged, over.id);
    const drop = cardDropOf(basePlacement, final, item.id, sorts);
    if (!drop) {
      setDrag(null);
      return;
    }
    setDrag({ board, placement: final });
    moveCard.mutate({
      cardId: item.id,
      toColumnId: drop.columnId,
      order: orderForDrop(board, item.id, drop.columnId, drop.beforeCardId),
    });
  }

  function dropColumn(columnId: number, overColumnId: number): void {
    const ids = layout.columns.map((column) => column.id);
    const from = ids.indexOf(columnId);
    const to = ids.indexOf(overColumnId);
    // Dropped on a column to the right: it goes after it, so before the next one.
    const before = to > from ? (ids[to + 1] ?? null) : overColumnId;
    moveColumn.mutate({ columnId, order: columnOrderForDrop(board, columnId, before) });
  }

  const activeCard = active?.kind === 'card' ? cardsById.get(active.id) : undefined;
  return {
    placement,
    cardsById,
    activeCard,
    /** Only the column holding the dragged card's placeholder re-renders for it. */
    activeCardColumn: activeCard ? columnOf(placement, activeCard.id) : null,
    /** How many selected cards the card drag under way moves (0: a single-card drag). */
    movingCount: selection.moving?.length ?? 0,
    activeColumn: active?.kind === 'column' ? board.columns[active.id] : undefined,
    activeColumnIndex:
      active?.kind === 'column' ? layout.columns.findIndex((c) => c.id === active.id) : -1,
    dndContextProps: {
      sensors,
      collisionDetection: kanbanCollisionDetection,
      accessibility: { announcements, screenReaderInstructions },
      onDragStart,
      onDragMove,
      onDragEnd,
      onDragCancel: () => {
        setActive(null);
        setDrag(null);
        selection.stop();
      },
    },
  };
}
