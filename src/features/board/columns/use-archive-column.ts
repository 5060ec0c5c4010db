import { useMutation } from '@tanstack/react-query';
import { useWriteServices } from '@/sync/writes/use-write-services';
import type { Column } from '@/api/types';
import { recordUndoable } from '@/sync/undo/undo';
import { patchColumnWrite } from './use-patch-column.write';

/**
 * Archives or unarchives a column. An archived column leaves the board at once; either way is
 * a step of the board's undo history, offered in a toast (Undo sends the other way round
 * through the same queue and outbox, or cancels the write if it is still queued).
 */
export function useArchiveColumn(boardId: number) {
  const services = useWriteServices();
  const patchColumn = useMutation(patchColumnWrite(services, { boardId }));

  return (column: Column) => {
    const archived = column.archived_at === null;
    const variables = { boardId, columnId: column.id, changes: { archived } };
    recordUndoable(services, boardId, () =>
      import('./archive-step').then((step) =>
        step.archiveAction(boardId, column, archived, variables),
      ),
    );
    patchColumn.mutate(variables);
  };
}
