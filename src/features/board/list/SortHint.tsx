import { SORT_NAMES_IN_TEXT } from './list-labels';
import { sortKeepsManualOrder, type ListSort } from '@/features/board-core';
import styles from './ListView.module.css';
import { t } from '@/lib/i18n/translate';

interface SortHintProps {
  sort: ListSort;
  canMove: boolean;
  onClear: () => void;
}

/** What the table is sorted by, and what that means for dragging. */
export function SortHint({ sort, canMove, onClear }: SortHintProps) {
  const field = SORT_NAMES_IN_TEXT[sort.key]();
  return (
    <p className={styles.hint}>
      {sort.direction === 'asc'
        ? t('list.sortedAsc', 'Sorted by {field}, ascending.', { field })
        : t('list.sortedDesc', 'Sorted by {field}, descending.', { field })}
      {canMove && !sortKeepsManualOrder(sort)
        ? ` ${t('list.manualOff', 'Manual order is off: drag a card onto another group to move it there.')}`
        : null}{' '}
      <button type="button" className={styles.linkButton} onClick={onClear}>
        {t('list.clearSort', 'Clear sort')}
      </button>
    </p>
  );
}
