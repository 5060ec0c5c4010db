import type { QueryClient } from '@tanstack/react-query';
import type { AssigneeChanges } from '@/api/endpoints/cards';
import type { ApiClient } from '@/api/http/client';
import { useSyncAssignees } from '@/sync/writes/cards.write';
import { isWriteCancelled } from '@/sync/queue/write-run';
import { boardWriteScope } from '@/sync/queue/write-scope';
import { cardOf, withCard } from '@/api/queries/board-index';
import { boardKeys, cardKeys } from '@/api/queries/keys';
import type { BoardWorkingSet, CardDetail } from '@/api/types';
import { applyToDetail, applyToIds, revertChanges } from './assignee-changes';

type Snapshot = { detail: CardDetail | undefined };

/** Shows assignee changes at once on the card's panel and on the board. */
export function showAssignees(
  queryClient: QueryClient,
  boardId: number,
  cardId: number,
  changes: AssigneeChanges,
): void {
  const boardKey = boardKeys.detail(boardId);
  const board = queryClient.getQueryData<BoardWorkingSet>(boardKey);
  queryClient.setQueryData<CardDetail>(cardKeys.detail(boardId, cardId), (detail) =>
    detail ? applyToDetail(detail, changes, board?.members ?? {}) : detail,
  );
  const card = board && cardOf(board, cardId);
  if (!board || !card) return;
  const ids = applyToIds(card.assignees_ids, changes);
  // Shown already (an undo or a bulk action's one cache write): the board is left alone.
  if (
    ids.length === card.assignees_ids.length &&
    ids.every((id) => card.assignees_ids.includes(id))
  )
    return;
  queryClient.setQueryData<BoardWorkingSet>(
    boardKey,
    withCard(board, cardId, (shown) => ({ ...shown, assignees_ids: ids })),
  );
}

/** The hook's options, without React (the undo of an assignment sends them too). */
export function assigneesOptions(
  queryClient: QueryClient,
  client: ApiClient,
  boardId: number,
  cardId: number,
) {
  const detailKey = cardKeys.detail(boardId, cardId);
  const boardKey = boardKeys.detail(boardId);
  return useSyncAssignees.options<Snapshot>(client, {
    meta: { handlesOwnErrors: true },
    scope: boardWriteScope(boardId),
    onMutate: async ({ assignees }) => {
      await queryClient.cancelQueries({ queryKey: detailKey, exact: true });
      await queryClient.cancelQueries({ queryKey: boardKey, exact: true });
      const detail = queryClient.getQueryData<CardDetail>(detailKey);
      showAssignees(queryClient, boardId, cardId, assignees);
      return { detail };
    },
    onError: (error, { assignees }, snapshot) => {
      if (isWriteCancelled(error)) return;
      if (snapshot?.detail) {
        showAssignees(queryClient, boardId, cardId, revertChanges(assignees, snapshot.detail));
      }
    },
  });
}
