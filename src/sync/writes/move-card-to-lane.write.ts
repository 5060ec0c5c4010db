import type { QueryClient } from '@tanstack/react-query';
import type { AssigneeChanges } from '@/api/endpoints/cards';
import { syncAssignees } from '@/api/endpoints/cards';
import { updateCard, type UpdateCardInput } from '@/api/extensions/cards';
import type { ApiClient } from '@/api/http/client';
import { registerWrite } from './write-registry';
import { cardOf, withCard } from '@/api/queries/board-index';
import type { BoardWorkingSet, Card, JsonValue } from '@/api/types';
import type { CardStatus } from '@/domain/enums';
import { applyCardMove, type CardMove } from './move-card.write';
import { optimisticBoardMutationOptions } from '../optimistic/optimistic-board-mutation';
import { t } from '@/lib/i18n/translate';

/** A card dropped in another swimlane: its new column and position, and the lane's field. */
export interface LaneMove {
  cardId: number;
  /** Null when the card keeps its column and position. */
  move: Omit<CardMove, 'cardId'> | null;
  /** Sent with the move in one card patch. */
  patch?: {
    tags_ids?: number[];
    status?: CardStatus | null;
    custom_fields?: Record<number, JsonValue>;
  };
  /** The card patch has no assignees: these go through `assignees/sync`. */
  assignees?: AssigneeChanges;
  /** "#12 Fix login": named in the toast if it is refused. */
  cardName: string;
}

function withFields(card: Card, lane: LaneMove): Card {
  const next = { ...card };
  const { patch, assignees } = lane;
  if (patch?.tags_ids !== undefined) next.tags_ids = [...patch.tags_ids];
  if (patch?.status !== undefined) next.status = patch.status;
  if (patch?.custom_fields !== undefined) {
    next.custom_fields = { ...card.custom_fields, ...patch.custom_fields };
  }
  if (assignees) {
    const kept = card.assignees_ids.filter((id) => assignees[id] !== false);
    for (const [id, on] of Object.entries(assignees)) {
      if (on && !kept.includes(Number(id))) kept.push(Number(id));
    }
    next.assignees_ids = kept;
  }
  return next;
}

/** The board after the drop: the move as the server plans it, then the lane's field. */
export function applyLaneMove(board: BoardWorkingSet, lane: LaneMove): BoardWorkingSet {
  const moved = lane.move ? applyCardMove(board, { cardId: lane.cardId, ...lane.move }) : board;
  return withCard(moved, lane.cardId, (card) => withFields(card, lane));
}

/** This drop undone on the current board: the card's place and the fields it touched. */
function revertLaneMove(
  board: BoardWorkingSet,
  before: BoardWorkingSet,
  lane: LaneMove,
): BoardWorkingSet {
  const old = cardOf(before, lane.cardId);
  if (!old) return before;
  const placed = lane.move
    ? applyCardMove(board, { cardId: old.id, toColumnId: old.column_id, order: old.order })
    : board;
  return withCard(placed, lane.cardId, (card) => {
    const next = { ...card };
    if (lane.patch?.tags_ids !== undefined) next.tags_ids = old.tags_ids;
    if (lane.patch?.status !== undefined) next.status = old.status;
    if (lane.patch?.custom_fields !== undefined) {
      const touched = new Set(Object.keys(lane.patch.custom_fields));
      const kept = Object.entries(card.custom_fields).filter(([key]) => !touched.has(key));
      const restored = Object.entries(old.custom_fields).filter(([key]) => touched.has(key));
      next.custom_fields = Object.fromEntries([...kept, ...restored]) as Record<number, JsonValue>;
    }
    if (lane.assignees) {
      const touched = new Set(Object.keys(lane.assignees).map(Number));
      next.assignees_ids = [
        ...card.assignees_ids.filter((id) => !touched.has(id)),
        ...old.assignees_ids.filter((id) => touched.has(id)),
      ];
    }
    return next;
  });
}

/** The requests of a lane drop: one card patch (move and field), and the assignees' sync. */
export async function sendLaneMove(
  client: ApiClient,
  boardId: number,
  lane: LaneMove,
): Promise<void> {
  const changes: UpdateCardInput = {
    ...(lane.move ? { column_id: lane.move.toColumnId, order: lane.move.order } : {}),
    ...lane.patch,
  };
  if (Object.keys(changes).length > 0) await updateCard(client, boardId, lane.cardId, changes);
  // Both requests set values (a position, who is on the card), so sending both again after a
  // failure of the second is harmless.
  if (lane.assignees && Object.keys(lane.assignees).length > 0) {
    await syncAssignees(client, boardId, lane.cardId, lane.assignees);
  }
}

/** The registered write (kept in the outbox until saved, sent again after a reload). */
export const moveCardToLaneWrite = registerWrite(
  'move-card-to-lane',
  ({ queryClient, api }, { boardId }: { boardId: number }) =>
    moveCardToLaneOptions(queryClient, api, boardId),
);

export function moveCardToLaneOptions(
  queryClient: QueryClient,
  client: ApiClient,
  boardId: number,
) {
  return optimisticBoardMutationOptions(queryClient, {
    boardId,
    kind: 'move-card-to-lane',
    mutationFn: (lane: LaneMove) => sendLaneMove(client, boardId, lane),
    apply: applyLaneMove,
    revert: revertLaneMove,
    describe: (_board, lane) =>
      t('move.laneFailed', 'Could not move {card}', { card: lane.cardName }),
  });
}
