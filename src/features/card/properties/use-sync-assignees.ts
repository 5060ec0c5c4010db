import { useMutation, type QueryClient } from '@tanstack/react-query';
import type { AssigneeChanges } from '@/api/endpoints/cards';
import type { ApiClient } from '@/api/http/client';
import { useSyncAssignees } from '@/api/mutations/cards';
import { isWriteCancelled } from '@/api/mutations/write-run';
import { boardWriteScope } from '@/api/mutations/write-scope';
import { cardOf, withCard } from '@/api/queries/board-index';
import { boardKeys, cardKeys } from '@/api/queries/keys';
import { useWriteServices } from '@/api/react/use-write-services';
import type { BoardWorkingSet, CardDetail } from '@/api/types';
import { recordAssignees } from '../undo/assignees-step';
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

/**
 * Assigns and unassigns at once on the panel and the board, then saves through the board's
 * write queue; a refusal puts those people back as they were (later changes stay). Each change
 * is a step of the board's undo history.
 */
export function useOptimisticAssignees(boardId: number, cardId: number) {
  const services = useWriteServices();
  const mutation = useMutation(
    assigneesOptions(services.queryClient, services.api, boardId, cardId),
  );
  const mutate = (variables: Parameters<typeof mutation.mutate>[0]) => {
    // Recorded first: the step's inverse comes from the card as it is before the change.
    recordAssignees(services, variables);
    mutation.mutate(variables);
  };
  return { ...mutation, mutate, isError: mutation.isError && !isWriteCancelled(mutation.error) };
}
