import { ArrowDown, ArrowUp } from 'lucide';
import { Icon } from '@/components/Icon';
import { SORT_LABELS } from './list-labels';
import type { ListSort, SortKey } from '@/features/board-core';
import styles from './ListView.module.css';

interface SortHeaderProps {
  sortKey: SortKey;
  sort: ListSort | null;
  onSort: (key: SortKey) => void;
  /** Shown instead of the label (the label stays the accessible name). */
  short?: string;
  className?: string;
}

/** A column header that sorts the table by its column; aria-sort tells which way. */
export function SortHeader({ sortKey, sort, onSort, short, className }: SortHeaderProps) {
  const active = sort?.key === sortKey ? sort.direction : null;
  const label = SORT_LABELS[sortKey]();
  return (
    <th
      scope="col"
      className={className}
      aria-sort={active === 'asc' ? 'ascending' : active === 'desc' ? 'descending' : undefined}
    >
      <button type="button" className={styles.sortButton} onClick={() => onSort(sortKey)}>
        {short ? (
          <>
            <span aria-hidden="true">{short}</span>
            <span className="visually-hidden">{label}</span>
          </>
        ) : (
          label
        )}
        <span aria-hidden="true" className={styles.sortMark} data-active={active ?? undefined}>
          <Icon icon={active === 'desc' ? ArrowDown : ArrowUp} />
        </span>
      </button>
    </th>
  );
}
