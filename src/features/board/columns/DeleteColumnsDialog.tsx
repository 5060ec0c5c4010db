import { toast } from '@/components/toast';
import { cardIdsIn } from '@/api/queries/board-index';
import { useDeleteColumns } from '@/api/mutations/columns';
import type { BoardWorkingSet } from '@/api/types';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import {
  useColumnSelectionActions,
  useConfirmingColumnDelete,
  useSelectedColumnIds,
} from './column-selection-store';
import styles from './Columns.module.css';
import { boardWriteScope } from '@/api/mutations/write-scope';

interface DeleteColumnsDialogProps {
  boardId: number;
  board: BoardWorkingSet;
}

/** Confirms the batch delete, naming every selected column; cards go with their columns. */
export function DeleteColumnsDialog({ boardId, board }: DeleteColumnsDialogProps) {
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
  const title = count === 1 ? 'Delete 1 column?' : `Delete ${count} columns?`;

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
          toast.success(count === 1 ? 'Column deleted' : `${count} columns deleted`);
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
      description={`${cardsGoing(cardCount, count)} This cannot be undone.`}
    >
      <ul className={styles.nameList} aria-label="Columns to delete">
        {columns.map((column) => (
          <li key={column.id}>
            <bdi>{column.name}</bdi>
          </li>
        ))}
      </ul>
      {deleteColumns.error ? (
        <p className={styles.error} role="alert">
          Could not delete: {deleteColumns.error.message}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button onClick={close}>Cancel</Button>
        <Button variant="danger" disabled={deleteColumns.isPending} onClick={submit}>
          {deleteColumns.isPending ? 'Deleting…' : title.replace('?', '')}
        </Button>
      </div>
    </Dialog>
  );
}

function cardsGoing(cardCount: number, columnCount: number): string {
  const holder = columnCount === 1 ? 'this column' : 'these columns';
  if (cardCount === 0) return `There are no cards in ${holder}.`;
  const cards = cardCount === 1 ? 'The 1 card' : `All ${cardCount} cards`;
  return `${cards} in ${holder} will be deleted with ${columnCount === 1 ? 'it' : 'them'}.`;
}
