import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { DELETE_HOLD_MS } from '@/features/card';
import { t, tn } from '@/lib/i18n/translate';
import type { BulkChange } from '../bulk/bulk-actions';
import styles from './SelectionBar.module.css';

interface BulkDeleteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  count: number;
  run: (change: BulkChange) => void;
}

/** Deleting is asked once for the whole selection; Undo can bring the cards back for a while. */
export function BulkDeleteDialog({ open, onOpenChange, count, run }: BulkDeleteDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={tn('bulk.delete.title', count, {
        one: 'Delete 1 card?',
        other: 'Delete {count} cards?',
      })}
      description={t(
        'bulk.delete.description',
        'They leave the board now. Undo brings them back within {seconds} seconds; after that they are deleted for good.',
        { seconds: DELETE_HOLD_MS / 1000 },
      )}
    >
      <div className={styles.formActions}>
        <Button onClick={() => onOpenChange(false)}>{t('bulk.delete.cancel', 'Cancel')}</Button>
        <Button
          variant="danger"
          onClick={() => {
            run({ kind: 'delete' });
            onOpenChange(false);
          }}
        >
          {t('bulk.delete.confirm', 'Delete')}
        </Button>
      </div>
    </Dialog>
  );
}
