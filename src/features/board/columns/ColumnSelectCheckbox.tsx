import { useColumnSelectionActions, useIsColumnSelected } from './column-selection-store';
import styles from './Columns.module.css';
import { t } from '@/lib/i18n/translate';

/** The tick box in a column header while selecting columns for deletion. */
export function ColumnSelectCheckbox({ columnId, name }: { columnId: number; name: string }) {
  const selected = useIsColumnSelected(columnId);
  const { toggle } = useColumnSelectionActions();
  return (
    <input
      type="checkbox"
      className={styles.checkbox}
      checked={selected}
      onChange={() => toggle(columnId)}
      onPointerDown={(event) => event.stopPropagation()}
      aria-label={t('column.select.one', 'Select column {name}', { name })}
    />
  );
}
