import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  useSensor,
  useSensors,
  type Active,
  type DragEndEvent,
  type DragMoveEvent,
  type DragStartEvent,
  type Over,
} from '@dnd-kit/core';
import { SortableContext, horizontalListSortingStrategy } from '@dnd-kit/sortable';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { BoardWorkingSet, Card } from '@/api/types';
import { DeleteCardDialog } from '../cards/DeleteCardDialog';
import { AddColumnTile } from '../columns/AddColumnTile';
import { DeleteColumnsDialog } from '../columns/DeleteColumnsDialog';
import { EditColumnDialog } from '../columns/EditColumnDialog';
import { useColumnSelectionActions } from '../columns/column-selection-store';
import { dragAnnouncements, screenReaderInstructions } from '../dnd/announcements';
import { cardDropOf, columnSorts, dragTo } from '../dnd/card-drop';
import { columnOf, type Placement } from '../dnd/card-placement';
import { columnDragId, parseCardAreaId, parseDragId } from '../dnd/drag-ids';
import { dropSpotIn } from '../dnd/drop-spot';
import { kanbanCollisionDetection } from '../dnd/kanban-collision';
import { boardKeyboardCoordinates } from '../dnd/keyboard-coordinates';
import { landingSpot } from '../dnd/landing-spot';
import type { BoardLayout } from '../model/board-layout';
import { orderForDrop } from '../model/move-card';
import { columnOrderForDrop } from '../model/move-column';
import { useMoveCard } from '../mutations/use-move-card';
import { useMoveColumn } from '../mutations/use-move-column';
import { CardTile } from '../tile/CardTile';
import { COLUMN_WIDTH, KanbanColumn } from './KanbanColumn';
import { useColumnCards } from './use-column-cards';
import { useStablePlacement } from './use-stable-placement';
import styles from './Kanban.module.css';

const COLUMN_GAP = 12;
const NO_CARDS: readonly Card[] = [];

interface KanbanViewProps {
  boardId: number;
  board: BoardWorkingSet;
  layout: BoardLayout;
  canMove: boolean;
  /** The search query, marked in card titles. */
  highlight?: string;
}

/** A card drag in progress: where cards are now, for the board it started on. */
interface DragPlacement {
  board: BoardWorkingSet;
  placement: Placement;
}

/**
 * The kanban board: columns virtualized horizontally, cards vertically, with dnd-kit for
 * pointer and keyboard dragging of cards (within and across columns) and of columns.
 */
export const KanbanView = memo(function KanbanView({
  boardId,
  board,
  layout,
  canMove,
  highlight = '',
}: KanbanViewProps) {
  const moveCard = useMoveCard(boardId);
  const moveColumn = useMoveColumn(boardId);
  const canManage = board.permissions.manage;
  const { reset: resetColumnSelection } = useColumnSelectionActions();
  useEffect(() => resetColumnSelection, [boardId, resetColumnSelection]);
  const basePlacement = useStablePlacement(layout);
  const [drag, setDrag] = useState<DragPlacement | null>(null);
  const [active, setActive] = useState<{ kind: 'card' | 'column'; id: number } | null>(null);
  // A placement only holds for the board it was made on: once the cache changes (the
  // optimistic move landed, or a refetch), the board's own order shows.
  const placement = drag && drag.board === board ? drag.placement : basePlacement;

  const cardsById = useMemo(
    () => new Map(board.cards.map((card) => [card.id, card])),
    [board.cards],
  );
  const sorts = useMemo(() => columnSorts(board.columns, cardsById), [board.columns, cardsById]);
  const columnCards = useColumnCards(placement, cardsById);
  const columnIds = useMemo(
    () => layout.columns.map((column) => columnDragId(column.id)),
    [layout],
  );

  const scrollRef = useRef<HTMLDivElement>(null);
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
      const list = scrollRef.current?.querySelector(`[data-card-list="${columnId}"]`);
      if (!list) return placement;
      const ids = placement.get(columnId) ?? [];
      const spot = dropSpotIn(list, columnId, card.id, rect.top + rect.height / 2, ids);
      return dragTo(placement, card.id, spot, sorts);
    },
    [placement, sorts],
  );

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: boardKeyboardCoordinates }),
  );

  const activeColumnIndex =
    active?.kind === 'column' ? layout.columns.findIndex((c) => c.id === active.id) : -1;
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      return activeColumnIndex >= 0 && !indexes.includes(activeColumnIndex)
        ? [...indexes, activeColumnIndex].sort((a, b) => a - b)
        : indexes;
    },
    [activeColumnIndex],
  );
  // The "Add column" tile is the track's last item, after the columns.
  // No "+ Add column" on a filtered board: it hides the empty columns, so a new one would not show.
  const tileCount = layout.columns.length + (canMove && !layout.filtered ? 1 : 0);
  const virtualizer = useVirtualizer({
    horizontal: true,
    count: tileCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => COLUMN_WIDTH,
    gap: COLUMN_GAP,
    overscan: 2,
    paddingStart: 16,
    paddingEnd: 16,
    getItemKey: (index) => layout.columns[index]?.id ?? 'add-column',
    rangeExtractor,
  });

  const announcements = useMemo(
    () =>
      dragAnnouncements(
        {
          cardName: (id) => {
            const card = cardsById.get(id);
            return card ? `#${card.number} ${card.title}` : `#${id}`;
          },
          columnName: (id) => board.columns[id]?.name ?? 'unknown',
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
      ),
    [
      board.columns,
      cardsById,
      layout.columns,
      layout.filtered,
      basePlacement,
      placementOver,
      sorts,
    ],
  );

  function onDragStart({ active: started }: DragStartEvent): void {
    const target = parseDragId(started.id);
    setActive(target);
    if (target?.kind === 'card') setDrag({ board, placement: basePlacement });
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
    // Dropped outside every column: the card goes back.
    if (item?.kind !== 'card' || !over) {
      setDrag(null);
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
  // Only the column holding the dragged card's placeholder re-renders for it.
  const activeCardColumn = activeCard ? columnOf(placement, activeCard.id) : null;
  const activeColumn = active?.kind === 'column' ? board.columns[active.id] : undefined;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={kanbanCollisionDetection}
      measuring={{ droppable: { strategy: MeasuringStrategy.WhileDragging } }}
      accessibility={{ announcements, screenReaderInstructions }}
      onDragStart={onDragStart}
      onDragMove={onDragMove}
      onDragEnd={onDragEnd}
      onDragCancel={() => {
        setActive(null);
        setDrag(null);
      }}
    >
      <div ref={scrollRef} className={styles.board} tabIndex={-1}>
        <SortableContext items={columnIds} strategy={horizontalListSortingStrategy}>
          <div className={styles.track} style={{ width: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((item) => {
              const column = layout.columns[item.index];
              if (!column) {
                return (
                  <AddColumnTile
                    key="add-column"
                    boardId={boardId}
                    style={{ left: item.start, width: COLUMN_WIDTH }}
                  />
                );
              }
              return (
                <KanbanColumn
                  key={column.id}
                  boardId={boardId}
                  column={column}
                  previousOrder={layout.columns[item.index - 1]?.order ?? null}
                  nextOrder={layout.columns[item.index + 1]?.order ?? null}
                  cards={columnCards.get(column.id) ?? NO_CARDS}
                  tags={board.tags}
                  members={board.members}
                  canMove={canMove}
                  canManage={canManage}
                  activeCardId={column.id === activeCardColumn ? (active?.id ?? null) : null}
                  left={item.start}
                  highlight={highlight}
                  wipLimit={layout.filtered ? null : column.wip_limit}
                />
              );
            })}
          </div>
        </SortableContext>
      </div>
      {createPortal(
        <DragOverlay>
          {activeCard ? (
            <div className={styles.overlayCard}>
              <CardTile
                card={activeCard}
                boardId={boardId}
                tags={board.tags}
                members={board.members}
              />
            </div>
          ) : activeColumn ? (
            <div className={styles.overlayColumn}>{activeColumn.name}</div>
          ) : null}
        </DragOverlay>,
        document.body,
      )}
      {canMove ? (
        <>
          <EditColumnDialog boardId={boardId} board={board} />
          <DeleteCardDialog boardId={boardId} board={board} />
        </>
      ) : null}
      {canManage ? <DeleteColumnsDialog boardId={boardId} board={board} /> : null}
    </DndContext>
  );
});
