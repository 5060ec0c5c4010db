import type { BoardWorkingSet } from '@/api/types';
import { Dialog } from '@/components/Dialog';
import { LazyColumnForm } from './LazyColumnForm';
import { useBoardDialogs, useDialogTarget } from '../state/board-dialogs';
import {
  columnInputOf,
  formValuesOf,
  sortOrderChangeOf,
  wipLimitChangeOf,
} from './column-form-values';
import { usePatchColumn } from './use-patch-column';

interface EditColumnDialogProps {
  boardId: number;
  board: BoardWorkingSet;
}

/** The board's one "Edit column" dialog, opened from a column menu. */
export function EditColumnDialog({ boardId, board }: EditColumnDialogProps) {
  const columnId = useDialogTarget('edit-column');
  const { close } = useBoardDialogs();
  const patchColumn = usePatchColumn(boardId);
  const column = columnId === null ? undefined : board.columns[columnId];

  function onOpenChange(open: boolean): void {
    if (open) return;
    close();
    patchColumn.reset();
  }

  return (
    <Dialog
      open={column !== undefined}
      onOpenChange={onOpenChange}
      title={column ? `Edit column ${column.name}` : 'Edit column'}
    >
      {column ? (
        <LazyColumnForm
          key={column.id}
          initial={formValuesOf(column)}
          submitLabel="Save"
          pending={patchColumn.isPending}
          error={patchColumn.error}
          onCancel={() => onOpenChange(false)}
          withSortOrder
          onSubmit={(values) =>
            patchColumn.mutate(
              {
                boardId,
                columnId: column.id,
                changes: {
                  ...columnInputOf(values),
                  ...sortOrderChangeOf(column, values),
                  ...wipLimitChangeOf(column, values),
                },
              },
              { onSuccess: () => onOpenChange(false) },
            )
          }
        />
      ) : null}
    </Dialog>
  );
}
