import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { BoardWorkingSet } from '@/api/types';
import { DeleteCardDialog } from '../cards/DeleteCardDialog';
import { boardIndex } from '@/api/queries/board-index';
import { columnOf, type BoardLayout } from '@/features/board-core';
import { DragHost } from '../dnd/engine/DragHost';
import { useDragEngine } from '../dnd/engine/use-drag-engine';
import { useKeepMounted } from '../dnd/use-keep-mounted';
import { ColumnCount } from '../kanban/ColumnCount';
import { COLUMN_WIDTH } from '../kanban/KanbanColumn';
import kanban from '../kanban/Kanban.module.css';
import { CardTile } from '../tile/CardTile';
import { LaneBand, type ColumnInView } from './LaneBand';
import { LaneMoveDialog } from './LaneMoveDialog';
import { groupingLabel, type LaneGrouping } from './lane-param';
import { CELL_CARDS } from './lane-cell-limit';
import { layoutLanes } from './lane-layout';
import { laneCardsOf, lanePlacement } from './lane-placement';
import { laneDragStart, useLaneAdapter } from './use-lane-adapter';
import styles from './Lanes.module.css';
import { activeLanguage, t } from '@/lib/i18n/translate';

const COLUMN_GAP = 12;
const HEADER_ROW = 44;
const LANE_HEADER = 36;
const LANE_GAP = 8;
/** A card's height and gap, estimated until measured; a cell's padding; an empty cell. */
const SLOT = 84;
const CELL_PADDING = 16;
const EMPTY_CELL = 44;

/** The scroll box before it is measured: about the window (it fills the page below the header). */
const viewport = () => ({ width: window.innerWidth, height: window.innerHeight });

export interface SwimlaneViewProps {
  boardId: number;
  board: BoardWorkingSet;
  layout: BoardLayout;
  grouping: LaneGrouping;
  canMove: boolean;
  highlight?: string;
}

/**
 * The kanban in swimlanes: one vertical virtualizer over the lanes and one horizontal over the
 * columns, on the same scroll box; each lane is a band of the columns in view, each cell's
 * cards virtualized like a column's. Only the lanes and columns on screen are in the DOM.
 */
export function SwimlaneView({
  boardId,
  board,
  layout,
  grouping,
  canMove,
  highlight = '',
}: SwimlaneViewProps) {
  // Due lanes turn with the clock; they are worked out again with the board, which is often enough.
  const lanes = useMemo(
    () => layoutLanes(board, layout, grouping, new Date()),
    [board, layout, grouping],
  );
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = useCallback((key: string) => {
    setCollapsed((previous) => {
      const next = new Set(previous);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  }, []);
  const scrollRef = useRef<HTMLDivElement>(null);
  const boardElement = useCallback(() => scrollRef.current, []);
  const adapter = useLaneAdapter({ boardId, board, layout, lanes, boardElement });
  // A target holds for the lanes it was worked out on: a refetch under a drag restarts the
  // placement from the new lanes (the drag goes on); after a drop, the board's own order.
  const drag = useDragEngine(adapter, boardId, lanes);
  const { cardsById } = boardIndex(board);
  const active = drag.target ?? (drag.active ? laneDragStart(drag.active.id) : null);
  const activeCard = drag.active?.cardId == null ? undefined : cardsById.get(drag.active.cardId);

  // Each cell's "Show N more" state, kept while the view is open (a lane scrolled away and
  // back keeps it).
  const [limits, setLimits] = useState<ReadonlyMap<string, number>>(() => new Map());
  const setLimit = useCallback((cellId: string, limit: number) => {
    setLimits((previous) => new Map(previous).set(cellId, limit));
  }, []);
  // Lanes are measured (a cell is as tall as its cards); this is the guess before they are.
  const laneHeight = (index: number) => {
    const lane = lanes.lanes[index];
    if (!lane) return LANE_HEADER;
    if (collapsed.has(lane.key)) return LANE_HEADER;
    let most = 0;
    for (const cards of lane.cardsByColumn.values()) most = Math.max(most, cards.length);
    const shown = Math.min(most, CELL_CARDS + 1);
    return LANE_HEADER + (shown === 0 ? EMPTY_CELL : shown * SLOT + CELL_PADDING + 8);
  };
  const activeLaneIndex = active
    ? lanes.lanes.findIndex((lane) => lane.key === active.current)
    : -1;
  const activeLane = activeLaneIndex >= 0 ? lanes.lanes[activeLaneIndex] : undefined;
  const activeColumnId =
    active && activeLane ? columnOf(lanePlacement(active, activeLane), active.cardId) : null;
  const activeColumnIndex =
    activeColumnId === null
      ? -1
      : layout.columns.findIndex((column) => column.id === activeColumnId);

  const columns = useVirtualizer({
    horizontal: true,
    count: layout.columns.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => COLUMN_WIDTH,
    gap: COLUMN_GAP,
    // Few columns and lanes fit on a screen, and each cell holds several cards: nothing is
    // rendered beyond what shows (the dragged card is kept), so the DOM stays small.
    overscan: 0,
    initialRect: viewport(),
    paddingStart: 16,
    paddingEnd: 16,
    getItemKey: (index) => layout.columns[index]?.id ?? index,
    rangeExtractor: useKeepMounted(activeColumnIndex),
  });
  const rows = useVirtualizer({
    count: lanes.lanes.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: laneHeight,
    gap: LANE_GAP,
    // One lane beyond the screen: j and k step on into the next lane's cards.
    overscan: 1,
    initialRect: viewport(),
    scrollMargin: HEADER_ROW,
    getItemKey: (index) => lanes.lanes[index]?.key ?? index,
    rangeExtractor: useKeepMounted(activeLaneIndex),
  });

  const inView: ColumnInView[] = columns.getVirtualItems().flatMap((item) => {
    const column = layout.columns[item.index];
    return column ? [{ column, start: item.start }] : [];
  });
  const width = columns.getTotalSize();
  const names = useMemo(() => new Map(lanes.lanes.map((lane) => [lane.key, lane.label])), [lanes]);
  const alsoIn = useCallback(
    (cardId: number, lane: string) => {
      const keys = lanes.lanesOfCard.get(cardId) ?? [];
      if (keys.length < 2) return null;
      return keys
        .filter((key) => key !== lane)
        .map((key) => names.get(key) ?? key)
        .join(', ');
    },
    [lanes, names],
  );

  return (
    <DragHost
      engine={drag.dndContextProps}
      overlay={
        // The overlay keeps its card while a refetch restarts the placement (an empty overlay
        // measures 0 x 0, and the keyboard's next step would start from nowhere).
        activeCard ? (
          <div className={kanban.overlayCard}>
            <CardTile
              card={activeCard}
              boardId={boardId}
              tags={board.tags}
              members={board.members}
            />
          </div>
        ) : null
      }
    >
      <div
        ref={scrollRef}
        className={styles.board}
        data-lanes-board
        data-lane-count={lanes.lanes.length}
        tabIndex={-1}
        role="region"
        aria-label={t('lanes.region', 'Cards in lanes by {grouping}', {
          grouping: lowerInEnglish(groupingLabel(board, grouping)),
        })}
      >
        <div className={styles.headerRow} style={{ width, height: HEADER_ROW }}>
          {inView.map(({ column, start }) => (
            <div
              key={column.id}
              className={styles.columnHeader}
              style={{ left: start, width: COLUMN_WIDTH }}
            >
              {column.color ? (
                <span
                  className={kanban.swatch}
                  style={{ background: column.color }}
                  aria-hidden="true"
                />
              ) : null}
              <h2 className={styles.columnName}>
                {column.icon ? <span aria-hidden="true">{column.icon} </span> : null}
                <bdi>{column.name}</bdi>
              </h2>
              <ColumnCount
                count={layout.cardsByColumn.get(column.id)?.length ?? 0}
                limit={layout.filtered ? null : column.wip_limit}
              />
            </div>
          ))}
        </div>
        <div className={styles.lanes} style={{ height: rows.getTotalSize() - HEADER_ROW, width }}>
          {rows.getVirtualItems().map((item) => {
            const lane = lanes.lanes[item.index];
            if (!lane) return null;
            const placement = lanePlacement(active, lane);
            const isActive = active !== null && lane.key === active.current;
            return (
              <LaneBand
                key={lane.key}
                boardId={boardId}
                laneKey={lane.key}
                label={lane.label}
                count={lane.count}
                cardsByColumn={laneCardsOf(lane, placement, cardsById)}
                columns={inView}
                columnWidth={COLUMN_WIDTH}
                index={item.index}
                top={item.start - HEADER_ROW}
                width={width}
                measure={rows.measureElement}
                collapsed={collapsed.has(lane.key)}
                onToggle={toggle}
                limits={limits}
                onLimit={setLimit}
                dragging={active !== null}
                tags={board.tags}
                members={board.members}
                canMove={canMove}
                highlight={highlight}
                active={
                  isActive
                    ? { cardId: active.cardId, dragId: active.dragId, columnId: activeColumnId }
                    : null
                }
                alsoIn={alsoIn}
              />
            );
          })}
        </div>
      </div>
      {canMove ? (
        <>
          <DeleteCardDialog boardId={boardId} board={board} />
          <LaneMoveDialog boardId={boardId} board={board} layout={layout} lanes={lanes} />
        </>
      ) : null}
    </DragHost>
  );
}

/** "by due date" in English; German keeps its nouns' capitals ("nach Fälligkeitsdatum"). */
function lowerInEnglish(text: string): string {
  return activeLanguage() === 'en' ? text.toLowerCase() : text;
}
