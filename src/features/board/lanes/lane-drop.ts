import { cardIdsIn, cardOf } from '@/api/queries/board-index';
import type { BoardWorkingSet } from '@/api/types';
import { orderForDrop, type CardMove } from '@/sync/writes/move-card.write';
import type { LaneMove } from '@/sync/writes/move-card-to-lane.write';
import { cardDropOf, type ColumnSorts, finalSpot, type Placement } from '@/features/board-core';
import { laneChangeOf } from './lane-change';
import type { LaneGrouping } from './lane-param';

export type LaneDrop =
  { kind: 'move'; move: CardMove } | { kind: 'lane'; lane: LaneMove; summary: string };

export interface LaneDropInput {
  board: BoardWorkingSet;
  grouping: LaneGrouping;
  cardId: number;
  sorts: ColumnSorts;
  from: { lane: string; placement: Placement };
  to: { lane: string; placement: Placement };
}

/**
 * The card a drop in a lane's cell is saved before, in the whole column. A lane shows some of
 * a column's cards: "before X" holds as it is; at the end of the cell the card goes right after
 * the cell's last card (before the column's next card, which may be in another lane).
 */
export function beforeInColumn(
  board: BoardWorkingSet,
  columnId: number,
  cellIds: readonly number[],
  cardId: number,
  beforeCardId: number | null,
): number | null {
  if (beforeCardId !== null) return beforeCardId;
  const last = cellIds.filter((id) => id !== cardId).at(-1);
  if (last === undefined) return null;
  const column = cardIdsIn(board, columnId).filter((id) => id !== cardId);
  const at = column.indexOf(last);
  return at < 0 ? null : (column[at + 1] ?? null);
}

/**
 * What a drop in the swimlanes saves: within its lane, a move like the plain kanban's; into
 * another lane, the lane's field and, if the column or position changed too, the move, as one
 * write. Null when nothing changes, or the lanes cannot be changed by a drop (due dates).
 */
export function laneDropOf({
  board,
  grouping,
  cardId,
  sorts,
  from,
  to,
}: LaneDropInput): LaneDrop | null {
  const card = cardOf(board, cardId);
  if (!card) return null;
  const orderAt = (columnId: number, cellBefore: number | null, cell: readonly number[]) => {
    const before = sorts.isSorted(columnId)
      ? null
      : beforeInColumn(board, columnId, cell, cardId, cellBefore);
    return orderForDrop(board, cardId, columnId, before);
  };
  if (from.lane === to.lane) {
    const drop = cardDropOf(from.placement, to.placement, cardId, sorts);
    if (!drop) return null;
    const cell = to.placement.get(drop.columnId) ?? [];
    return {
      kind: 'move',
      move: {
        cardId,
        toColumnId: drop.columnId,
        order: orderAt(drop.columnId, drop.beforeCardId, cell),
      },
    };
  }
  const change = laneChangeOf(board, card, grouping, from.lane, to.lane);
  const spot = finalSpot(to.placement, cardId);
  if (!change || !spot) return null;
  const order = orderAt(spot.columnId, spot.beforeCardId, to.placement.get(spot.columnId) ?? []);
  const stays =
    spot.columnId === card.column_id && (sorts.isSorted(spot.columnId) || order === card.order);
  return {
    kind: 'lane',
    summary: change.summary,
    lane: {
      cardId,
      move: stays ? null : { toColumnId: spot.columnId, order },
      ...(change.patch ? { patch: change.patch } : {}),
      ...(change.assignees ? { assignees: change.assignees } : {}),
      cardName: `#${card.number} ${card.title}`,
    },
  };
}
