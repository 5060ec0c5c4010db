import { toast } from '@/components/toast';
import { cardIdsIn } from '@/api/queries/board-index';
import { useDeleteColumns } from '@/sync/writes/columns.write';
import type { BoardWorkingSet } from '@/api/types';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import {
  useColumnSelectionActions,
  useConfirmingColumnDelete,
  useSelectedColumnIds,
} from './column-selection-store';
import styles from './Columns.module.css';
import { boardWriteScope } from '@/sync/queue/write-scope';
import { t, tn } from '@/lib/i18n/translate';

export interface DeleteColumnsDialogProps {
  boardId: number;
  board: BoardWorkingSet;
}

/** Confirms the batch delete, naming every selected column; cards go with their columns. */
export function DeleteColumnsConfirm({ boardId, board }: DeleteColumnsDialogProps) {
  const open = useConfirmingColumnDelete();
  const selectedIds = useSelectedColumnIds();
  const { cancelConfirm, reset } = useColumnSelectionActions();
  const deleteColumns = useDeleteColumns({
    meta: { handlesOwnErrors: true },
    scope: boardWriteScope(boardId),
  });
  const columns = selectedIds.flatMap((id) => {
    const column = board.columns[id];
    return column ? [column] : [];
  });
  const cardCount = selectedIds.reduce((sum, id) => sum + cardIdsIn(board, id).length, 0);
  const count = columns.length;
  const title = tn('column.delete.title', count, {
    one: 'Delete {count} column?',
    other: 'Delete {count} columns?',
  });
  const action = tn('column.delete.confirm', count, {
    one: 'Delete {count} column',
    other: 'Delete {count} columns',
  });

  function close(): void {
    deleteColumns.reset();
    cancelConfirm();
  }

  function submit(): void {
    deleteColumns.mutate(
      { boardId, columnIds: columns.map((column) => column.id) },
      {
        onSuccess: () => {
          reset();
          toast.success(
            tn('column.delete.done', count, {
              one: 'Column deleted',
              other: '{count} columns deleted',
            }),
          );
        },
      },
    );
  }

  return (
    <Dialog
      open={open && count > 0}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title={title}
      description={`${cardsGoing(cardCount, count)} ${t('common.cannotUndo', 'This cannot be undone.')}`}
    >
      <ul className={styles.nameList} aria-label={t('column.delete.list', 'Columns to delete')}>
        {columns.map((column) => (
          <li key={column.id}>
            <bdi>{column.name}</bdi>
          </li>
        ))}
      </ul>
      {deleteColumns.error ? (
        <p className={styles.error} role="alert">
          {t('column.delete.failed', 'Could not delete: {reason}', {
            reason: deleteColumns.error.message,
          })}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button onClick={close}>{t('common.cancel', 'Cancel')}</Button>
        <Button variant="danger" disabled={deleteColumns.isPending} onClick={submit}>
          {deleteColumns.isPending ? t('common.deleting', 'Deleting…') : action}
        </Button>
      </div>
    </Dialog>
  );
}

function cardsGoing(cardCount: number, columnCount: number): string {
  if (columnCount === 1) {
    return cardCount === 0
      ? t('column.delete.noCardsOne', 'There are no cards in this column.')
      : tn('column.delete.cardsOne', cardCount, {
          one: 'The {count} card in this column will be deleted with it.',
          other: 'All {count} cards in this column will be deleted with it.',
        });
  }
  return cardCount === 0
    ? t('column.delete.noCardsMany', 'There are no cards in these columns.')
    : tn('column.delete.cardsMany', cardCount, {
        one: 'The {count} card in these columns will be deleted with them.',
        other: 'All {count} cards in these columns will be deleted with them.',
      });
}
