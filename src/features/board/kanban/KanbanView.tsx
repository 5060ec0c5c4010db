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
import { boardIndex } from '@/api/queries/board-index';
import type { BoardWorkingSet, Card } from '@/api/types';
import { DeleteCardDialog } from '../cards/DeleteCardDialog';
import { AddColumnTile } from '../columns/AddColumnTile';
import { DeleteColumnsDialog } from '../columns/DeleteColumnsDialog';
import { LazyEditColumnDialog } from '../columns/LazyEditColumnDialog';
import { useColumnSelectionActions } from '../columns/column-selection-store';
import { columnOf, columnDragId, parseDragId, type BoardLayout } from '@/features/board-core';
import { DragHost } from '../dnd/engine/DragHost';
import { useDragEngine } from '../dnd/engine/use-drag-engine';
import { useKeepMounted } from '../dnd/use-keep-mounted';
import { useKanbanFocus } from '@/features/card-focus';
import { movingCode } from '@/features/selection';
import { CardTile } from '../tile/CardTile';
import { COLUMN_WIDTH, KanbanColumn } from './KanbanColumn';
import { columnCardsOf } from './column-cards';
import { useKanbanAdapter } from './use-kanban-adapter';
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
 * and across columns, and columns, by pointer and keyboard) is the drag engine with the kanban's
 * layout adapter (`useKanbanAdapter`).
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
  const adapter = useKanbanAdapter({ boardId, board, layout, boardElement });
  const drag = useDragEngine(adapter, boardId, board);
  const focus = useKanbanFocus(board, layout);
  const { cardsById } = boardIndex(board);
  const placement = drag.target ?? layout.placement;
  const activeCardId = drag.active?.cardId ?? null;
  const activeCard = activeCardId === null ? undefined : cardsById.get(activeCardId);
  const activeColumn =
    drag.active && drag.active.cardId === null
      ? board.columns[Number(parseDragId(drag.active.id)?.id)]
      : undefined;
  // Only the column holding the dragged card's placeholder re-renders for it.
  const activeCardColumn = activeCard ? columnOf(placement, activeCard.id) : null;
  const activeColumnIndex = activeColumn
    ? layout.columns.findIndex((column) => column.id === activeColumn.id)
    : -1;
  const columnCards = useMemo(
    () => columnCardsOf(placement, layout, cardsById),
    [placement, layout, cardsById],
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
    rangeExtractor: useKeepMounted(activeColumnIndex, focus.columnIndex),
  });
  useLayoutEffect(() => virtualizer.measure(), [virtualizer, columnWidth]);
  const dragging = Boolean(activeCard ?? activeColumn);

  return (
    <DragHost
      engine={drag.dndContextProps}
      overlay={
        activeCard ? (
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
        ) : null
      }
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
      {canMove ? (
        <>
          <LazyEditColumnDialog boardId={boardId} board={board} />
          <DeleteCardDialog boardId={boardId} board={board} />
        </>
      ) : null}
      {canManage ? <DeleteColumnsDialog boardId={boardId} board={board} /> : null}
    </DragHost>
  );
});
