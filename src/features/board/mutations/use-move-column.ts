import { updateColumn } from '@/api/extensions/columns';
import { useApiClient } from '@/api/react/api-client-context';
import { applyColumnMove } from '../model/move-column';
import { useOptimisticBoardMutation } from './use-optimistic-board-mutation';

interface ColumnMove {
  columnId: number;
  order: number;
}

/** Reorders a column at once (drag or menu), then saves it. */
export function useMoveColumn(boardId: number) {
  const client = useApiClient();
  return useOptimisticBoardMutation({
    boardId,
    kind: 'move-column',
    mutationFn: ({ columnId, order }: ColumnMove) =>
      updateColumn(client, boardId, columnId, { order }),
    apply: (board, { columnId, order }: ColumnMove) => applyColumnMove(board, columnId, order),
    describe: (board, { columnId }) =>
      `Could not move column ${board?.columns[columnId]?.name ?? ''}`.trimEnd(),
  });
}
