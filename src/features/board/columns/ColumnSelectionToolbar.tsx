import { Button } from '@/components/Button';
import {
  useColumnSelectionActions,
  useSelectedColumnIds,
  useSelectingColumns,
} from './column-selection-store';
import styles from './Columns.module.css';
import { t, tn } from '@/lib/i18n/translate';

/** The kanban toolbar of a board manager: enter "Select columns", then delete the ticked ones. */
export function ColumnSelectionToolbar() {
  const selecting = useSelectingColumns();
  const selectedIds = useSelectedColumnIds();
  const { startSelecting, confirm, reset } = useColumnSelectionActions();
  const count = selectedIds.length;

  return (
    <div className={styles.toolbar} role="group" aria-label={t('column.select.toolbar', 'Columns')}>
      {selecting ? (
        <>
          <span className={styles.selectionCount} aria-live="polite">
            {tn('column.select.count', count, {
              one: '{count} column selected',
              other: '{count} columns selected',
            })}
          </span>
          <Button variant="danger" disabled={count === 0} onClick={confirm}>
            {tn('column.delete.confirm', count, {
              one: 'Delete {count} column',
              other: 'Delete {count} columns',
            })}
          </Button>
          <Button onClick={reset}>{t('column.select.cancel', 'Cancel selection')}</Button>
        </>
      ) : (
        <Button onClick={startSelecting}>{t('column.select.start', 'Select columns')}</Button>
      )}
    </div>
  );
}
