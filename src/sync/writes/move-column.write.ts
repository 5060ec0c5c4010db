import { useMutation, type QueryClient } from '@tanstack/react-query';
import { updateColumn } from '@/api/extensions/columns';
import type { ApiClient } from '@/api/http/client';
import { registerWrite } from './write-registry';
import { useWriteServices } from './use-write-services';
import { boardIndex, withColumns } from '@/api/queries/board-index';
import type { BoardWorkingSet } from '@/api/types';
import { planReorder } from '@/domain/ordering';
import { optimisticBoardMutationOptions } from '../optimistic/optimistic-board-mutation';
import { t } from '@/lib/i18n/translate';

/** The board with a column moved to `order` (1-based among live columns), as the server does it. */
export function applyColumnMove(
  board: BoardWorkingSet,
  columnId: number,
  order: number,
): BoardWorkingSet {
  const orders = planReorder(boardIndex(board).columns, columnId, order);
  if (orders.size === 0) return board;
  const columns = { ...board.columns };
  for (const [id, next] of orders) {
    const column = columns[id];
    if (column && column.order !== next) columns[id] = { ...column, order: next };
  }
  return withColumns(board, columns);
}

/** The API `order` for placing a column before `beforeColumnId` (null: at the end). */
export function columnOrderForDrop(
  board: BoardWorkingSet,
  columnId: number,
  beforeColumnId: number | null,
): number {
  const others = boardIndex(board).columns.filter((column) => column.id !== columnId);
  const index = beforeColumnId === null ? -1 : others.findIndex((c) => c.id === beforeColumnId);
  return index === -1 ? others.length + 1 : index + 1;
}

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
      t('move.columnFailed', 'Could not move column {name}', {
        name: board?.columns[columnId]?.name ?? '',
      }).trimEnd(),
  });
}

/** The registered write (kept in the outbox until saved, sent again after a reload). */
export const moveColumnWrite = registerWrite(
  'move-column',
  ({ queryClient, api }, { boardId }: { boardId: number }) =>
    moveColumnOptions(queryClient, api, boardId),
);
