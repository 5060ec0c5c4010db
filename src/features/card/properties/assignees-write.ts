import type { QueryClient } from '@tanstack/react-query';
import type { AssigneeChanges } from '@/api/endpoints/cards';
import type { ApiClient } from '@/api/http/client';
import { useSyncAssignees } from '@/sync/writes/cards.write';
import { optimisticPair } from '@/sync/optimistic/optimistic-pair';
import { boardWriteScope } from '@/sync/queue/write-scope';
import { cardOf, withCard } from '@/api/queries/board-index';
import { boardKeys, cardKeys } from '@/api/queries/keys';
import type { BoardWorkingSet, CardDetail, Member } from '@/api/types';
import { applyToDetail, applyToIds, revertChanges } from './assignee-changes';

interface AssigneesVariables {
  assignees: AssigneeChanges;
}

/** The board with the card's assignee changes on it (the same board when they show already). */
function assignOnBoard(board: BoardWorkingSet, cardId: number, changes: AssigneeChanges) {
  const card = cardOf(board, cardId);
  if (!card) return board;
  const ids = applyToIds(card.assignees_ids, changes);
  // Shown already (an undo or a bulk action's one cache write): the board is left alone.
  if (
    ids.length === card.assignees_ids.length &&
    ids.every((id) => card.assignees_ids.includes(id))
  )
    return board;
  return withCard(board, cardId, (shown) => ({ ...shown, assignees_ids: ids }));
}

const membersOf = (queryClient: QueryClient, boardId: number): Record<number, Member> =>
  queryClient.getQueryData<BoardWorkingSet>(boardKeys.detail(boardId))?.members ?? {};

/** Shows assignee changes at once on the card's panel and on the board. */
export function showAssignees(
  queryClient: QueryClient,
  boardId: number,
  cardId: number,
  changes: AssigneeChanges,
): void {
  const members = membersOf(queryClient, boardId);
  queryClient.setQueryData<CardDetail>(cardKeys.detail(boardId, cardId), (detail) =>
    detail ? applyToDetail(detail, changes, members) : detail,
  );
  const boardKey = boardKeys.detail(boardId);
  const board = queryClient.getQueryData<BoardWorkingSet>(boardKey);
  const next = board && assignOnBoard(board, cardId, changes);
  if (next !== board) queryClient.setQueryData(boardKey, next);
}

/**
 * The hook's options, without React (the undo of an assignment sends them too). A refusal puts
 * back the people it touched, as they were (later changes stay); the assignee control shows it.
 */
export function assigneesOptions(
  queryClient: QueryClient,
  client: ApiClient,
  boardId: number,
  cardId: number,
) {
  return useSyncAssignees.options(client, {
    meta: { handlesOwnErrors: true },
    scope: boardWriteScope(boardId),
    ...optimisticPair(
      queryClient,
      {
        queryKey: boardKeys.detail(boardId),
        apply: (board: BoardWorkingSet, { assignees }: AssigneesVariables) =>
          assignOnBoard(board, cardId, assignees),
        revert: (current, before, { assignees }) => {
          const card = cardOf(before, cardId);
          return card ? assignOnBoard(current, cardId, revertChanges(assignees, card)) : current;
        },
      },
      {
        queryKey: cardKeys.detail(boardId, cardId),
        apply: (detail: CardDetail, { assignees }) =>
          applyToDetail(detail, assignees, membersOf(queryClient, boardId)),
        revert: (current, before, { assignees }) =>
          applyToDetail(current, revertChanges(assignees, before), membersOf(queryClient, boardId)),
      },
    ),
  });
}
