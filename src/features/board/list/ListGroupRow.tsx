import { ChevronDown, ChevronRight } from 'lucide';
import { Icon } from '@/components/Icon';
import { useDroppable } from '@dnd-kit/core';
import { memo } from 'react';
import type { Column } from '@/api/types';
import { columnDragId } from '@/features/board-core';
import styles from './ListView.module.css';
import { t, tn } from '@/lib/i18n/translate';

interface ListGroupRowProps {
  column: Column;
  count: number;
  expanded: boolean;
  onToggle: (columnId: number) => void;
  /** Set when the group's cards cannot be put in a chosen order (a sticky sort). */
  stickySortNote: string | null;
  colSpan: number;
  canMove: boolean;
  index: number;
  measure: (node: HTMLElement | null) => void;
}

/** A group's header row: collapses the group, and takes dropped cards (to the top). */
export const ListGroupRow = memo(function ListGroupRow({
  column,
  count,
  expanded,
  onToggle,
  stickySortNote,
  colSpan,
  canMove,
  index,
  measure,
}: ListGroupRowProps) {
  const droppable = useDroppable({
    id: columnDragId(column.id),
    data: { kind: 'column' },
    disabled: !canMove,
  });
  return (
    <tr
      ref={(node) => {
        droppable.setNodeRef(node);
        measure(node);
      }}
      data-index={index}
      aria-rowindex={index + 2}
      className={styles.groupRow}
      data-over={droppable.isOver || undefined}
    >
      <td colSpan={colSpan} className={styles.groupCell}>
        <button
          type="button"
          className={styles.groupToggle}
          aria-expanded={expanded}
          data-row-focus={index}
          onClick={() => onToggle(column.id)}
        >
          <Icon icon={expanded ? ChevronDown : ChevronRight} className={styles.chevron} />
          {column.color ? (
            <span
              className={styles.swatch}
              style={{ background: column.color }}
              aria-hidden="true"
            />
          ) : null}
          {column.icon ? <span aria-hidden="true">{column.icon} </span> : null}
          <bdi className={styles.groupName}>{column.name}</bdi>{' '}
          <span className={styles.count}>
            {count}{' '}
            <span className="visually-hidden">
              {tn('list.group.cards', count, { one: 'card', other: 'cards' })}
            </span>
          </span>
        </button>
        {column.archived_at ? (
          <span className={styles.badge}>{t('list.group.archived', 'Archived')}</span>
        ) : null}
        {stickySortNote ? <span className={styles.note}>{stickySortNote}</span> : null}
      </td>
    </tr>
  );
});
