import { GripVertical } from '@/components/first-load-icons';
import { Icon } from '@/components/Icon';
import { useDroppable } from '@dnd-kit/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo, useId, useRef, type CSSProperties } from 'react';
import type { Card, Column, Member, Tag } from '@/api/types';
import { QuickAddCard } from '../cards/QuickAddCard';
import { ColumnSelectCheckbox } from '../columns/ColumnSelectCheckbox';
import { useSelectingColumns } from '../columns/column-selection-store';
import { cardAreaDragId, columnDragId, describeSort, stickySortOf } from '@/features/board-core';
import { ColumnMenu } from './ColumnMenu';
import { DraggableCard } from './DraggableCard';
import styles from './Kanban.module.css';
import { ColumnCount } from './ColumnCount';
import { useCardVirtualizer } from './use-card-virtualizer';
import { t } from '@/lib/i18n/translate';

export const COLUMN_WIDTH = 272;

interface KanbanColumnProps {
  boardId: number;
  column: Column;
  /** `order` of the columns on screen to the left and right (null at the ends). */
  previousOrder: number | null;
  nextOrder: number | null;
  /** The column's cards as placed (the dragged card's placeholder included). */
  cards: readonly Card[];
  tags: Readonly<Record<number, Tag>>;
  members: Readonly<Record<number, Member>>;
  /** Edit permission: drag, move, column menu, quick-add. */
  canMove: boolean;
  /** Manage permission: the batch-delete checkbox while selecting columns. */
  canManage: boolean;
  /** The card being dragged when it is in this column (its placeholder), else null. */
  activeCardId: number | null;
  left: number;
  /** The search query, marked in card titles. */
  highlight: string;
  /** The soft WIP limit to show against the count; null without one or on a filtered board. */
  wipLimit: number | null;
  /** The card with the board's card focus when it is in this column (kept mounted), else null. */
  focusedCardId?: number | null;
}

/** A column: header with its handle and menu, and its cards, virtualized vertically. */
export const KanbanColumn = memo(function KanbanColumn({
  boardId,
  column,
  previousOrder,
  nextOrder,
  cards,
  tags,
  members,
  canMove,
  canManage,
  activeCardId,
  left,
  highlight,
  wipLimit,
  focusedCardId = null,
}: KanbanColumnProps) {
  const selecting = useSelectingColumns() && canManage;
  const sortable = useSortable({
    id: columnDragId(column.id),
    data: { kind: 'column' },
    disabled: !canMove,
  });
  // Cards are dropped on the list, not the column: dnd-kit scrolls the drop target's scrollable
  // ancestors during a drag, and the list's first one is the column's card scroller.
  const cardArea = useDroppable({ id: cardAreaDragId(column.id), disabled: !canMove });
  const sortLabelId = useId();
  const sort = stickySortOf(column);
  const sorted = sort ? describeSort(sort) : null;
  const scrollRef = useRef<HTMLDivElement>(null);
  // The dragged card stays mounted even when scrolled out of view (dnd-kit needs its node), and
  // so does the focused one (focus would be lost).
  const virtualizer = useCardVirtualizer({
    cards,
    scrollRef,
    activeCardId,
    focusedCardId,
    overscan: 2,
  });
  const { onKeyDown: startKeyboardDrag, ...pointerListeners } = sortable.listeners ?? {};
  const style: CSSProperties = {
    left,
    transform: CSS.Translate.toString(sortable.transform),
    transition: sortable.transition,
  };

  return (
    <section
      ref={sortable.setNodeRef}
      className={styles.column}
      style={style}
      data-dragging={sortable.isDragging || undefined}
      aria-label={t('column.region', '{name} column', { name: column.name })}
      data-column-id={column.id}
      aria-describedby={sorted ? sortLabelId : undefined}
    >
      <header className={styles.columnHeader} {...pointerListeners}>
        {selecting ? <ColumnSelectCheckbox columnId={column.id} name={column.name} /> : null}
        {column.color ? (
          <span className={styles.swatch} style={{ background: column.color }} aria-hidden="true" />
        ) : null}
        <h2 className={styles.columnName}>
          {column.icon ? <span aria-hidden="true">{column.icon} </span> : null}
          <bdi>{column.name}</bdi>
        </h2>
        {column.archived_at ? (
          <span className={styles.badge}>{t('list.group.archived', 'Archived')}</span>
        ) : null}
        <ColumnCount count={cards.length} limit={wipLimit} />
        {canMove ? (
          <>
            <button
              type="button"
              ref={sortable.setActivatorNodeRef}
              className={styles.handle}
              aria-label={t('column.drag', 'Move column {name}', { name: column.name })}
              {...sortable.attributes}
              onKeyDown={(event) => startKeyboardDrag?.(event)}
            >
              <Icon icon={GripVertical} />
            </button>
            <ColumnMenu
              boardId={boardId}
              column={column}
              previousOrder={previousOrder}
              nextOrder={nextOrder}
            />
          </>
        ) : null}
      </header>
      {sorted ? (
        <p id={sortLabelId} className={styles.sortLabel} title={sorted.spoken}>
          <span aria-hidden="true">{sorted.label}</span>
          <span className="visually-hidden">{sorted.spoken}</span>
        </p>
      ) : null}
      <div ref={scrollRef} className={styles.cardScroller}>
        <ul
          ref={cardArea.setNodeRef}
          className={styles.cardList}
          style={{ height: virtualizer.getTotalSize() }}
          data-card-list={column.id}
          data-placeholder={activeCardId !== null || undefined}
        >
          {virtualizer.getVirtualItems().map((item) => {
            const card = cards[item.index];
            if (!card) return null;
            return (
              <DraggableCard
                key={card.id}
                card={card}
                boardId={boardId}
                tags={tags}
                members={members}
                canMove={canMove}
                top={item.start}
                index={item.index}
                measure={virtualizer.measureElement}
                highlight={highlight}
              />
            );
          })}
        </ul>
        {cards.length === 0 ? (
          <p className={styles.empty}>{t('column.empty', 'No cards')}</p>
        ) : null}
      </div>
      {canMove ? (
        <QuickAddCard
          boardId={boardId}
          columnId={column.id}
          columnName={column.name}
          onAdded={() => scrollToEnd(scrollRef.current)}
        />
      ) : null}
    </section>
  );
});

/** After a quick-add, once the new card has rendered at the bottom of the column. */
function scrollToEnd(scroller: HTMLElement | null): void {
  requestAnimationFrame(() => {
    if (scroller) scroller.scrollTop = scroller.scrollHeight;
  });
}
