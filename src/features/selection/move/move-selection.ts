import type { WriteServices } from '@/sync/writes/write-registry';
import { cardIdsIn } from '@/api/queries/board-index';
import { boardKeys } from '@/api/queries/keys';
import type { BoardWorkingSet } from '@/api/types';
import { stickySortOf } from '@/features/board-core';
import { runBulk } from '../bulk/run-bulk';

/**
 * Moves the selection into a column, together and in its order, before `beforeCardId` (null:
 * the end), as one action (`runBulk`). A column with a sticky sort (or a list sorted by a card
 * fact: `ordered` false) has no spot to choose: the cards go to the end of its manual order, and
 * the ones already in it stay as they are. Returns the action's id, or null when none changes.
 */
export function moveSelection(
  services: WriteServices,
  boardId: number,
  ids: readonly number[],
  toColumnId: number,
  beforeCardId: number | null,
  ordered = true,
): string | null {
  const board = services.queryClient.getQueryData<BoardWorkingSet>(boardKeys.detail(boardId));
  const column = board?.columns[toColumnId];
  const sorted = !ordered || (column !== undefined && stickySortOf(column) !== null);
  const inColumn = new Set(board && sorted ? cardIdsIn(board, toColumnId) : []);
  return runBulk(
    services,
    boardId,
    ids.filter((id) => !inColumn.has(id)),
    { kind: 'move', toColumnId, beforeCardId: sorted ? null : beforeCardId },
  );
}
