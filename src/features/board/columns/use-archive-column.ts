import { toast } from '@/components/toast';
import { sendWrite } from '@/api/outbox/send-write';
import { useWriteServices } from '@/api/react/use-write-services';
import type { Column } from '@/api/types';
import { patchColumnWrite, usePatchColumn } from './use-patch-column';

/**
 * Archives or unarchives a column. An archived column leaves the board at once, so the toast
 * offers Undo. The undo is the same registered write, sent without the hook because the menu
 * that started it is gone: it shows at once, waits its turn and is kept until saved.
 */
export function useArchiveColumn(boardId: number) {
  const services = useWriteServices();

  function unarchive(column: Column): void {
    sendWrite(services, patchColumnWrite(services, { boardId }), {
      boardId,
      columnId: column.id,
      changes: { archived: false },
    }).catch(() => undefined);
  }

  const patchColumn = usePatchColumn(boardId, (column) => {
    if (column.archived_at === null) return;
    toast.success(`Archived ${column.name}`, {
      action: { label: 'Undo', onClick: () => unarchive(column) },
    });
  });

  return (column: Column) =>
    patchColumn.mutate({
      boardId,
      columnId: column.id,
      changes: { archived: column.archived_at === null },
    });
}
