import { useMutation, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/http/client';
import { isSaveConflict } from '@/api/conflicts/save-merging';
import { isApiError } from '@/api/http/errors';
import { withColumns } from '@/api/queries/board-index';
import { useUpdateColumn } from '@/sync/writes/columns.write';
import { optimisticBoardChange } from '@/sync/optimistic/optimistic-change';
import { registerWrite } from '@/sync/writes/write-registry';
import { boardKeys } from '@/api/queries/keys';
import { useWriteServices } from '@/sync/writes/use-write-services';
import type { BoardWorkingSet, Column } from '@/api/types';
import { columnSchema } from '@/api/schemas/column';
import { parseOrNull } from '@/api/schemas/shape';
import type { UpdateColumnInput } from '@/api/extensions/columns';
import { patchColumn } from './patch-column';
import { t } from '@/lib/i18n/translate';

/**
 * PATCHes a column and shows the change at once (a rename, an archive). A failure puts the
 * board back; validation errors are left to the form, anything else gets a toast.
 */
export function usePatchColumn(
  boardId: number,
  /** Runs even when the caller has unmounted (an archived column leaves the board). */
  onSaved?: (column: Column) => void,
) {
  const options = patchColumnWrite(useWriteServices(), { boardId });
  return useMutation({
    ...options,
    onSuccess: async (column, ...rest) => {
      await options.onSuccess?.(column, ...rest);
      onSaved?.(column);
    },
  });
}

function patchColumnOptions(queryClient: QueryClient, client: ApiClient, boardId: number) {
  return useUpdateColumn.options(
    client,
    optimisticBoardChange(queryClient, boardId, {
      apply: (board, { columnId, changes }: { columnId: number; changes: UpdateColumnInput }) =>
        patchColumn(board, columnId, changes, new Date()),
      refused: (error, { columnId }) => {
        if (isSaveConflict(error)) {
          // Theirs shows on the board; the edit form keeps the user's values until they choose.
          const current = parseOrNull(columnSchema, error.current);
          if (current) {
            queryClient.setQueryData<BoardWorkingSet>(
              boardKeys.detail(boardId),
              (board) => board && withColumns(board, { ...board.columns, [columnId]: current }),
            );
          }
          return true;
        }
        // The form says what is wrong with its values.
        return isApiError(error) && error.kind === 'validation';
      },
      failed: (before, { columnId }, reason) =>
        t('column.saveFailed', 'Could not save {name}: {reason}', {
          name: before?.columns[columnId]?.name ?? t('column.theColumn', 'the column'),
          reason,
        }),
    }),
  );
}

/** The registered write (kept in the outbox until saved, sent again after a reload). */
export const patchColumnWrite = registerWrite(
  'patch-column',
  ({ queryClient, api }, { boardId }: { boardId: number }) =>
    patchColumnOptions(queryClient, api, boardId),
);
