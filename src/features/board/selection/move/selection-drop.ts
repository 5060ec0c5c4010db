import type { WriteServices } from '@/api/outbox/write-registry';
import { cardIdsIn } from '@/api/queries/board-index';
import { boardKeys } from '@/api/queries/keys';
import type { BoardWorkingSet } from '@/api/types';
import { placeBefore, type Placement } from '../../dnd/card-placement';
import { stickySortOf } from '../../model/sticky-sort';
import { runBulk } from '../bulk/run-bulk';
import { cardSelection, inShownOrder } from '../card-selection';

/**
 * The cards a drag (or "Move to…") of `cardId` moves: the whole selection, in the order it
 * shows, when the card is one of two or more selected cards; null for a single-card move.
 */
export function selectionMoving(boardId: number, cardId: number): number[] | null {
  const ids = cardSelection.ids(boardId);
  return ids.length >= 2 && ids.includes(cardId) ? inShownOrder(ids) : null;
}

/**
 * Where a selection dropped with `draggedId` at its spot in `columnIds` (the target column as
 * shown once the dragged card is there) goes: before the first card after the dragged one that
 * is not itself moving; null for the end.
 */
export function selectionBefore(
  columnIds: readonly number[],
  draggedId: number,
  moving: ReadonlySet<number>,
): number | null {
  const at = columnIds.indexOf(draggedId);
  if (at < 0) return null;
  return columnIds.slice(at + 1).find((id) => !moving.has(id)) ?? null;
}

/**
 * The placement as it will show once the selection has moved: each moving card that shows,
 * in order, just before `beforeCardId` (the end when null), so the frame painted at the drop
 * already has them together; the board's own update follows.
 */
export function gatherIn(
  placement: Placement,
  ids: readonly number[],
  columnId: number,
  beforeCardId: number | null,
): Placement {
  return ids.reduce((next, id) => placeBefore(next, id, columnId, beforeCardId), placement);
}

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
