import { ChevronDown } from 'lucide';
import { Icon } from '@/components/Icon';
import { memo, useId, useLayoutEffect, useRef } from 'react';
import type { Card, Column, Member, Tag } from '@/api/types';
import { LaneCell } from './LaneCell';
import { laneCellId } from './lane-dnd';
import styles from './Lanes.module.css';
import { tn } from '@/lib/i18n/translate';

export interface ColumnInView {
  column: Column;
  start: number;
}

interface LaneBandProps {
  boardId: number;
  laneKey: string;
  label: string;
  count: number;
  cardsByColumn: ReadonlyMap<number, readonly Card[]>;
  columns: readonly ColumnInView[];
  columnWidth: number;
  index: number;
  top: number;
  width: number;
  /** The lanes' virtualizer's: the band is as tall as its tallest cell, measured. */
  measure: (node: HTMLElement | null) => void;
  collapsed: boolean;
  onToggle: (laneKey: string) => void;
  /** Each cell's "Show N more" state, by cell id (0 or absent: the first few cards). */
  limits: ReadonlyMap<string, number>;
  onLimit: (cellId: string, limit: number) => void;
  tags: Readonly<Record<number, Tag>>;
  members: Readonly<Record<number, Member>>;
  canMove: boolean;
  highlight: string;
  /** A card is being dragged somewhere on the board. */
  dragging: boolean;
  /** The dragged copy, when it is in this lane: its card, dnd id and column. */
  active: { cardId: number; dragId: string; columnId: number | null } | null;
  alsoIn: (cardId: number, lane: string) => string | null;
}

const NO_CARDS: readonly Card[] = [];

/**
 * A lane: its name, count and collapse button, then its cells of the columns in view, side by
 * side and each as tall as its cards.
 */
export const LaneBand = memo(function LaneBand({
  boardId,
  laneKey,
  label,
  count,
  cardsByColumn,
  columns,
  columnWidth,
  index,
  top,
  width,
  measure,
  collapsed,
  onToggle,
  limits,
  onLimit,
  tags,
  members,
  canMove,
  highlight,
  dragging,
  active,
  alsoIn,
}: LaneBandProps) {
  const headingId = useId();
  // While a card is dragged the lane keeps at least its height: a card leaving it would pull
  // the lanes below up under the pointer.
  const cellsRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const cells = cellsRef.current;
    if (!cells) return;
    cells.style.minHeight = dragging ? `${cells.offsetHeight}px` : '';
  }, [dragging]);
  let end = 0;
  return (
    <section
      ref={measure}
      data-index={index}
      className={styles.lane}
      style={{ top, width }}
      aria-labelledby={headingId}
    >
      <h3 className={styles.laneHeader}>
        <button
          type="button"
          id={headingId}
          className={styles.laneToggle}
          aria-expanded={!collapsed}
          onClick={() => onToggle(laneKey)}
        >
          <Icon icon={ChevronDown} className={styles.chevron} />
          <bdi>{label}</bdi>
          <span className={styles.laneCount}>
            {tn('lanes.count', count, { one: '{count} card', other: '{count} cards' })}
          </span>
        </button>
      </h3>
      {collapsed ? null : (
        <div ref={cellsRef} className={styles.cells} data-dragging={dragging || undefined}>
          {columns.map(({ column, start }) => {
            const offset = start - end;
            end = start + columnWidth;
            return (
              <LaneCell
                key={column.id}
                boardId={boardId}
                lane={laneKey}
                laneLabel={label}
                columnId={column.id}
                columnName={column.name}
                cards={cardsByColumn.get(column.id) ?? NO_CARDS}
                tags={tags}
                members={members}
                canMove={canMove}
                offset={offset}
                width={columnWidth}
                limit={limits.get(laneCellId(laneKey, column.id)) ?? 0}
                onLimit={onLimit}
                highlight={highlight}
                active={
                  active && active.columnId === column.id
                    ? { cardId: active.cardId, dragId: active.dragId }
                    : null
                }
                alsoIn={alsoIn}
              />
            );
          })}
        </div>
      )}
    </section>
  );
});
