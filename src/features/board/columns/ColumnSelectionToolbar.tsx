import { Button } from '@/components/Button';
import {
  useColumnSelectionActions,
  useSelectedColumnIds,
  useSelectingColumns,
} from './column-selection-store';
import styles from './Columns.module.css';

/** The kanban toolbar of a board manager: enter "Select columns", then delete the ticked ones. */
export function ColumnSelectionToolbar() {
  const selecting = useSelectingColumns();
  const selectedIds = useSelectedColumnIds();
  const { startSelecting, confirm, reset } = useColumnSelectionActions();
  const count = selectedIds.length;

  return (
    <div className={styles.toolbar} role="group" aria-label="Columns">
      {selecting ? (
        <>
          <span className={styles.selectionCount} aria-live="polite">
            {count === 1 ? '1 column selected' : `${count} columns selected`}
          </span>
          <Button variant="danger" size="sm" disabled={count === 0} onClick={confirm}>
            {count === 1 ? 'Delete 1 column' : `Delete ${count} columns`}
          </Button>
          <Button size="sm" onClick={reset}>
            Cancel selection
          </Button>
        </>
      ) : (
        <Button size="sm" onClick={startSelecting}>
          Select columns
        </Button>
      )}
    </div>
  );
}
