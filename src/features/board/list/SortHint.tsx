import { SORT_LABELS } from './list-labels';
import { sortKeepsManualOrder, type ListSort } from './list-sort';
import styles from './ListView.module.css';

interface SortHintProps {
  sort: ListSort;
  canMove: boolean;
  onClear: () => void;
}

/** What the table is sorted by, and what that means for dragging. */
export function SortHint({ sort, canMove, onClear }: SortHintProps) {
  const direction = sort.direction === 'asc' ? 'ascending' : 'descending';
  return (
    <p className={styles.hint}>
      Sorted by {SORT_LABELS[sort.key].toLowerCase()}, {direction}.
      {canMove && !sortKeepsManualOrder(sort)
        ? ' Manual order is off: drag a card onto another group to move it there.'
        : null}{' '}
      <button type="button" className={styles.linkButton} onClick={onClear}>
        Clear sort
      </button>
    </p>
  );
}
