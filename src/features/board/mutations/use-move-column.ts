import { useMutation, type QueryClient } from '@tanstack/react-query';
import { updateColumn } from '@/api/extensions/columns';
import type { ApiClient } from '@/api/http/client';
import { registerWrite } from '@/api/outbox/write-registry';
import { useWriteServices } from '@/api/react/use-write-services';
import { applyColumnMove } from '../model/move-column';
import { optimisticBoardMutationOptions } from './use-optimistic-board-mutation';

interface ColumnMove {
  columnId: number;
  order: number;
}

/** Reorders a column at once (drag or menu), then saves it. */
export function useMoveColumn(boardId: number) {
  return useMutation(moveColumnWrite(useWriteServices(), { boardId }));
}

function moveColumnOptions(queryClient: QueryClient, client: ApiClient, boardId: number) {
  return optimisticBoardMutationOptions(queryClient, {
    boardId,
    kind: 'move-column',
    mutationFn: ({ columnId, order }: ColumnMove) =>
      updateColumn(client, boardId, columnId, { order }),
    apply: (board, { columnId, order }: ColumnMove) => applyColumnMove(board, columnId, order),
    describe: (board, { columnId }) =>
      `Could not move column ${board?.columns[columnId]?.name ?? ''}`.trimEnd(),
  });
}

/** The registered write (kept in the outbox until saved, sent again after a reload). */
export const moveColumnWrite = registerWrite(
  'move-column',
  ({ queryClient, api }, { boardId }: { boardId: number }) =>
    moveColumnOptions(queryClient, api, boardId),
);
