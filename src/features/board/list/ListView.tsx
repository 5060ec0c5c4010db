import { cardOf } from '@/api/queries/board-index';
import { SortableContext } from '@dnd-kit/sortable';
import { measureElement, useVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { carriesRelations } from '@/domain/relations';
import type { BoardWorkingSet } from '@/api/types';
import { DragHost } from '../dnd/engine/DragHost';
import { useDragEngine } from '../dnd/engine/use-drag-engine';
import { useKeepMounted } from '../dnd/use-keep-mounted';
import { useFocusedListRow } from '@/features/card-focus';
import {
  type BoardLayout,
  listGroups,
  listRows,
  stickySortNote,
  nextSort,
  sortKeepsManualOrder,
  type ListSort,
  type SortKey,
} from '@/features/board-core';
import { activeDefinitions } from './custom-field-text';
import { ListCardRow } from './ListCardRow';
import { ListGroupRow } from './ListGroupRow';
import { ListHeader } from './ListHeader';
import { SelectShownBox, useListSelectionOrder, movingCode } from '@/features/selection';
import { SortHint } from './SortHint';
import { landingMark, useListAdapter } from './use-list-adapter';
import { useListRules } from './use-list-rules';
import { useRowArrowKeys } from './use-row-arrow-keys';
import styles from './ListView.module.css';
import { t } from '@/lib/i18n/translate';

const GROUP_ROW_HEIGHT = 40;
const CARD_ROW_HEIGHT = 44;
/** Number, title, column, tags, assignees, due date, status, checklist. */
const FACT_COLUMNS = 8;

export interface ListViewProps {
  boardId: number;
  board: BoardWorkingSet;
  layout: BoardLayout;
  canMove: boolean;
  /** The search query, marked in card titles. */
  highlight?: string;
}

/**
 * The board as a table: one row per card, grouped by column (collapsible), sortable by the
 * headers, rows virtualized, cards dragged by a handle in the row (within and between groups).
 */
export const ListView = memo(function ListView({
  boardId,
  board,
  layout,
  canMove,
  highlight = '',
}: ListViewProps) {
  const [sort, setSort] = useState<ListSort | null>(null);
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(() => new Set());
  const definitions = useMemo(
    () => activeDefinitions(board.custom_field_definitions),
    [board.custom_field_definitions],
  );
  const groups = useMemo(() => listGroups(layout, sort), [layout, sort]);
  const rows = useMemo(() => listRows(groups, collapsed), [groups, collapsed]);
  const shownIds = useListSelectionOrder(groups);
  const manualOrder = sortKeepsManualOrder(sort);
  const { rules, sortableIds, strategy } = useListRules(groups, rows, manualOrder);
  const drag = useDragEngine(useListAdapter(boardId, board, rules), boardId, board);
  const activeCardId = drag.active?.cardId ?? null;
  // Across groups the rows stay put: a mark shows where the card will land (a sorted group's
  // place from its sort, not the row under the pointer).
  const mark = landingMark(drag.target, activeCardId, rules);
  const showBlocked = useMemo(() => carriesRelations(board.cards), [board.cards]);
  const colSpan = (canMove ? 1 : 0) + FACT_COLUMNS + (showBlocked ? 1 : 0) + definitions.length;

  const onSort = useCallback((key: SortKey) => setSort((current) => nextSort(current, key)), []);
  const onToggle = useCallback((columnId: number) => {
    setCollapsed((current) => {
      const next = new Set(current);
      if (!next.delete(columnId)) next.add(columnId);
      return next;
    });
  }, []);

  const scrollRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const activeRow =
    activeCardId === null
      ? -1
      : rows.findIndex((row) => row.kind === 'card' && row.card.id === activeCardId);
  // The dragged row stays mounted when scrolled away (dnd-kit needs its node); so does the
  // focused one.
  const rangeExtractor = useKeepMounted(activeRow, useFocusedListRow(rows));
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => (rows[index]?.kind === 'group' ? GROUP_ROW_HEIGHT : CARD_ROW_HEIGHT),
    overscan: 8,
    getItemKey: (index) => rows[index]?.key ?? index,
    rangeExtractor,
    // Never 0 (a row without layout): rows sharing a start break the visible-range search.
    measureElement: (element, entry, instance) =>
      Math.max(1, measureElement(element, entry, instance)),
  });
  const onKeyDown = useRowArrowKeys(virtualizer, rows.length, bodyRef);

  // Rows are laid out by the table; spacer rows stand in for the ones not rendered.
  const body: ReactNode[] = [];
  let end = 0;
  const spacer = (key: string, height: number) => (
    <tr key={key} aria-hidden="true" className={styles.spacer}>
      <td colSpan={colSpan} style={{ height }} />
    </tr>
  );
  for (const item of virtualizer.getVirtualItems()) {
    const row = rows[item.index];
    if (!row) continue;
    if (item.start > end) body.push(spacer(`gap-${item.index}`, item.start - end));
    end = item.end;
    body.push(
      row.kind === 'group' ? (
        <ListGroupRow
          key={row.key}
          column={row.group.column}
          count={row.group.cards.length}
          expanded={row.expanded}
          onToggle={onToggle}
          stickySortNote={canMove ? stickySortNote(row.group.column) : null}
          colSpan={colSpan}
          canMove={canMove}
          index={item.index}
          measure={virtualizer.measureElement}
        />
      ) : (
        <ListCardRow
          key={row.key}
          card={row.card}
          column={row.column}
          boardId={boardId}
          tags={board.tags}
          members={board.members}
          definitions={definitions}
          showBlocked={showBlocked}
          canMove={canMove}
          index={item.index}
          measure={virtualizer.measureElement}
          highlight={highlight}
          dropMark={mark?.cardId === row.card.id ? mark.side : undefined}
        />
      ),
    );
  }
  const total = virtualizer.getTotalSize();
  if (total > end) body.push(spacer('gap-end', total - end));

  const activeCard = activeCardId === null ? undefined : cardOf(board, activeCardId);

  return (
    <DragHost
      engine={drag.dndContextProps}
      overlay={
        activeCard ? (
          <div className={styles.overlayRow}>
            <span className={styles.overlayNumber}>#{activeCard.number}</span>{' '}
            <bdi>{activeCard.title}</bdi>
            {movingCode()?.movingBadge(drag.movingCount)}
          </div>
        ) : null
      }
    >
      <div className={styles.view}>
        {sort ? <SortHint sort={sort} canMove={canMove} onClear={() => setSort(null)} /> : null}
        <div ref={scrollRef} className={styles.scroller}>
          <table
            className={styles.table}
            // The other selected rows dim while a drag takes them along, as in the kanban.
            data-moving-selection={drag.movingCount > 0 || undefined}
            aria-label={t('list.table', 'Cards of {board}', { board: board.name })}
            aria-rowcount={rows.length + 1}
          >
            <ListHeader
              sort={sort}
              onSort={onSort}
              definitions={definitions}
              showBlocked={showBlocked}
              canMove={canMove}
              selectAll={canMove ? <SelectShownBox boardId={boardId} shownIds={shownIds} /> : null}
            />
            <SortableContext items={sortableIds} strategy={strategy}>
              <tbody ref={bodyRef} onKeyDown={onKeyDown}>
                {body}
              </tbody>
            </SortableContext>
          </table>
          {rows.length === 0 ? (
            <p className={styles.empty}>{t('list.empty', 'No columns on this board yet.')}</p>
          ) : null}
        </div>
      </div>
    </DragHost>
  );
});
