import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/toast';
import { updateColumn } from '@/api/extensions/columns';
import { useApiClient } from '@/api/react/api-client-context';
import { boardKeys } from '@/api/queries/keys';
import type { Column } from '@/api/types';
import { usePatchColumn } from './use-patch-column';

/**
 * Archives or unarchives a column. An archived column leaves the board at once, so the toast
 * offers Undo; the undo calls the API directly because the menu that started it is gone.
 */
export function useArchiveColumn(boardId: number) {
  const client = useApiClient();
  const queryClient = useQueryClient();

  async function unarchive(column: Column): Promise<void> {
    try {
      await updateColumn(client, boardId, column.id, { archived: false });
    } catch (error) {
      const reason = error instanceof Error ? error.message : 'the server did not answer';
      toast.error(`Could not unarchive ${column.name}: ${reason}`);
    }
    await queryClient.invalidateQueries({ queryKey: boardKeys.detail(boardId), exact: true });
  }

  const patchColumn = usePatchColumn(boardId, (column) => {
    if (column.archived_at === null) return;
    toast.success(`Archived ${column.name}`, {
      action: { label: 'Undo', onClick: () => void unarchive(column) },
    });
  });

  return (column: Column) =>
    patchColumn.mutate({
      boardId,
      columnId: column.id,
      changes: { archived: column.archived_at === null },
    });
}
