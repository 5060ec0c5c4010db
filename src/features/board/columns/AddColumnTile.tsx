import { useState, type CSSProperties } from 'react';
import { useCreateColumn } from '@/sync/writes/columns.write';
import { Dialog } from '@/components/Dialog';
import { LazyColumnForm } from './LazyColumnForm';
import { EMPTY_COLUMN_FORM, columnInputOf } from './column-form-values';
import styles from './Columns.module.css';
import { boardWriteScope } from '@/sync/queue/write-scope';
import { t } from '@/lib/i18n/translate';

interface AddColumnTileProps {
  boardId: number;
  /** Where the horizontal virtualizer puts the tile. */
  style: CSSProperties;
}

/** The last tile of the kanban track: adds a column at the end of the board. */
export function AddColumnTile({ boardId, style }: AddColumnTileProps) {
  const [open, setOpen] = useState(false);
  const createColumn = useCreateColumn({
    meta: { handlesOwnErrors: true },
    scope: boardWriteScope(boardId),
  });

  function openDialog(): void {
    createColumn.reset();
    setOpen(true);
  }

  return (
    <div className={styles.addTile} style={style}>
      <button type="button" className={styles.addButton} onClick={openDialog}>
        <span aria-hidden="true">+ </span>
        {t('column.add', 'Add column')}
      </button>
      <Dialog open={open} onOpenChange={setOpen} title={t('column.add.title', 'Add a column')}>
        {open ? (
          <LazyColumnForm
            initial={EMPTY_COLUMN_FORM}
            submitLabel={t('column.add', 'Add column')}
            pending={createColumn.isPending}
            error={createColumn.error}
            onCancel={() => setOpen(false)}
            onSubmit={(values) =>
              createColumn.mutate(
                { boardId, input: columnInputOf(values) },
                { onSuccess: () => setOpen(false) },
              )
            }
          />
        ) : null}
      </Dialog>
    </div>
  );
}
