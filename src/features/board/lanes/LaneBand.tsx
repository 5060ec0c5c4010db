import { ChevronDown } from 'lucide';
import { Icon } from '@/components/Icon';
import { memo, useId } from 'react';
import type { Card, Column, Member, Tag } from '@/api/types';
import { LaneCell } from './LaneCell';
import styles from './Lanes.module.css';

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
  top: number;
  width: number;
  headerHeight: number;
  bodyHeight: number;
  collapsed: boolean;
  onToggle: (laneKey: string) => void;
  tags: Readonly<Record<number, Tag>>;
  members: Readonly<Record<number, Member>>;
  canMove: boolean;
  highlight: string;
  /** The dragged copy, when it is in this lane: its card, dnd id and column. */
  active: { cardId: number; dragId: string; columnId: number | null } | null;
  alsoIn: (cardId: number, lane: string) => string | null;
}

const NO_CARDS: readonly Card[] = [];

/** A lane: its name, count and collapse button, then its cells of the columns in view. */
export const LaneBand = memo(function LaneBand({
  boardId,
  laneKey,
  label,
  count,
  cardsByColumn,
  columns,
  columnWidth,
  top,
  width,
  headerHeight,
  bodyHeight,
  collapsed,
  onToggle,
  tags,
  members,
  canMove,
  highlight,
  active,
  alsoIn,
}: LaneBandProps) {
  const headingId = useId();
  return (
    <section
      className={styles.lane}
      style={{ top, width, height: headerHeight + (collapsed ? 0 : bodyHeight) }}
      aria-labelledby={headingId}
    >
      <h3 className={styles.laneHeader} style={{ height: headerHeight }}>
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
            {count} {count === 1 ? 'card' : 'cards'}
          </span>
        </button>
      </h3>
      {collapsed
        ? null
        : columns.map(({ column, start }) => (
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
              left={start}
              top={headerHeight}
              width={columnWidth}
              height={bodyHeight - 8}
              highlight={highlight}
              active={
                active && active.columnId === column.id
                  ? { cardId: active.cardId, dragId: active.dragId }
                  : null
              }
              alsoIn={alsoIn}
            />
          ))}
    </section>
  );
});
