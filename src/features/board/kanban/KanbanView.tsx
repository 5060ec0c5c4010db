import { DndContext, DragOverlay, MeasuringStrategy } from '@dnd-kit/core';
import { SortableContext, horizontalListSortingStrategy } from '@dnd-kit/sortable';
import { useVirtualizer } from '@tanstack/react-virtual';
import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  type CSSProperties,
} from 'react';
import { createPortal } from 'react-dom';
import type { BoardWorkingSet, Card } from '@/api/types';
import { DeleteCardDialog } from '../cards/DeleteCardDialog';
import { AddColumnTile } from '../columns/AddColumnTile';
import { DeleteColumnsDialog } from '../columns/DeleteColumnsDialog';
import { LazyEditColumnDialog } from '../columns/LazyEditColumnDialog';
import { useColumnSelectionActions } from '../columns/column-selection-store';
import { columnDragId } from '../dnd/drag-ids';
import { useKeepMounted } from '../dnd/use-keep-mounted';
import { useKanbanFocus } from '../focus/use-kanban-focus';
import type { BoardLayout } from '../model/board-layout';
import { movingCode } from '../selection/move/moving-code';
import { CardTile } from '../tile/CardTile';
import { COLUMN_WIDTH, KanbanColumn } from './KanbanColumn';
import { columnCardsOf } from './column-cards';
import { useKanbanDrag } from './use-kanban-drag';
import { LazyColumnSwitcher } from './screen/LazyColumnSwitcher';
import { useKanbanScreen } from './screen/use-kanban-screen';
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

/**
 * The kanban board: columns virtualized horizontally, cards vertically; dragging (cards within
 * and across columns, and columns, by pointer and keyboard) is `useKanbanDrag`.
 */
export const KanbanView = memo(function KanbanView({
  boardId,
  board,
  layout,
  canMove,
  highlight = '',
}: KanbanViewProps) {
  const canManage = board.permissions.manage;
  const { reset: resetColumnSelection } = useColumnSelectionActions();
  useEffect(() => resetColumnSelection, [boardId, resetColumnSelection]);
  const scrollRef = useRef<HTMLDivElement>(null);
  // Phone: one column per screen; tablet: two or three; desktop: fixed width (docs/layouts.md).
  const screen = useKanbanScreen(scrollRef, COLUMN_GAP, COLUMN_WIDTH);
  const { columnWidth } = screen;
  const boardElement = useCallback(() => scrollRef.current, []);
  const drag = useKanbanDrag({ boardId, board, layout, boardElement });
  const focus = useKanbanFocus(board, layout);
  const { activeCard, activeCardColumn, activeColumn } = drag;
  const columnCards = useMemo(
    () => columnCardsOf(drag.placement, layout, drag.cardsById),
    [drag.placement, layout, drag.cardsById],
  );
  const columnIds = useMemo(
    () => layout.columns.map((column) => columnDragId(column.id)),
    [layout],
  );

  // The "Add column" tile is the track's last item, after the columns.
  // No "+ Add column" on a filtered board: it hides the empty columns, so a new one would not show.
  const tileCount = layout.columns.length + (canMove && !layout.filtered ? 1 : 0);
  const virtualizer = useVirtualizer({
    horizontal: true,
    count: tileCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => columnWidth,
    gap: COLUMN_GAP,
    overscan: 2,
    paddingStart: 16,
    paddingEnd: 16,
    getItemKey: (index) => layout.columns[index]?.id ?? 'add-column',
    rangeExtractor: useKeepMounted(drag.activeColumnIndex, focus.columnIndex),
  });
  useLayoutEffect(() => virtualizer.measure(), [virtualizer, columnWidth]);
  const dragging = Boolean(activeCard ?? activeColumn);

  return (
    <DndContext
      {...drag.dndContextProps}
      measuring={{ droppable: { strategy: MeasuringStrategy.WhileDragging } }}
    >
      <div
        ref={scrollRef}
        className={styles.board}
        tabIndex={-1}
        // Columns snap into place on a phone or tablet, but not while a drag scrolls the board.
        data-snap={screen.layout !== 'desktop' && !dragging ? screen.layout : undefined}
        // The other selected cards dim while a drag takes them along.
        data-moving-selection={drag.movingCount > 0 || undefined}
      >
        <SortableContext items={columnIds} strategy={horizontalListSortingStrategy}>
          <div
            className={styles.track}
            style={
              {
                width: virtualizer.getTotalSize(),
                '--column-width': `${columnWidth}px`,
              } as CSSProperties
            }
          >
            {virtualizer.getVirtualItems().map((item) => {
              const column = layout.columns[item.index];
              if (!column) {
                return (
                  <AddColumnTile
                    key="add-column"
                    boardId={boardId}
                    style={{ left: item.start, width: columnWidth }}
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
                  activeCardId={column.id === activeCardColumn ? (activeCard?.id ?? null) : null}
                  left={item.start}
                  highlight={highlight}
                  wipLimit={layout.filtered ? null : column.wip_limit}
                  focusedCardId={column.id === focus.columnId ? focus.cardId : null}
                />
              );
            })}
          </div>
        </SortableContext>
      </div>
      {/* Below the board on a phone, at the thumb: the rows above the first card stay few. */}
      {screen.layout === 'phone' ? (
        <LazyColumnSwitcher
          boardRef={scrollRef}
          columns={layout.columns}
          step={columnWidth + COLUMN_GAP}
        />
      ) : null}
      {createPortal(
        <DragOverlay>
          {activeCard ? (
            <div className={styles.overlayCard} style={{ width: columnWidth - 16 }}>
              <CardTile
                card={activeCard}
                boardId={boardId}
                tags={board.tags}
                members={board.members}
              />
              {movingCode()?.movingBadge(drag.movingCount)}
            </div>
          ) : activeColumn ? (
            <div className={styles.overlayColumn}>{activeColumn.name}</div>
          ) : null}
        </DragOverlay>,
        document.body,
      )}
      {canMove ? (
        <>
          <LazyEditColumnDialog boardId={boardId} board={board} />
          <DeleteCardDialog boardId={boardId} board={board} />
        </>
      ) : null}
      {canManage ? <DeleteColumnsDialog boardId={boardId} board={board} /> : null}
    </DndContext>
  );
});
