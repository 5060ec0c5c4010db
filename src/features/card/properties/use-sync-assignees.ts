import { useQueryClient } from '@tanstack/react-query';
import type { AssigneeChanges } from '@/api/endpoints/cards';
import { useSyncAssignees } from '@/api/mutations/cards';
import { boardWriteScope } from '@/api/mutations/write-scope';
import { withCard } from '@/api/queries/board-index';
import { boardKeys, cardKeys } from '@/api/queries/keys';
import type { BoardWorkingSet, CardDetail } from '@/api/types';
import { applyToDetail, applyToIds, revertChanges } from './assignee-changes';

type Snapshot = { detail: CardDetail | undefined };

/**
 * Assigns and unassigns at once on the panel and the board, then saves through the board's
 * write queue; a refusal puts those people back as they were (later changes stay).
 */
export function useOptimisticAssignees(boardId: number, cardId: number) {
  const queryClient = useQueryClient();
  const detailKey = cardKeys.detail(boardId, cardId);
  const boardKey = boardKeys.detail(boardId);

  function apply(changes: AssigneeChanges): void {
    const board = queryClient.getQueryData<BoardWorkingSet>(boardKey);
    queryClient.setQueryData<CardDetail>(detailKey, (detail) =>
      detail ? applyToDetail(detail, changes, board?.members ?? {}) : detail,
    );
    if (!board) return;
    queryClient.setQueryData<BoardWorkingSet>(
      boardKey,
      withCard(board, cardId, (card) => ({
        ...card,
        assignees_ids: applyToIds(card.assignees_ids, changes),
      })),
    );
  }

  return useSyncAssignees<Snapshot>({
    meta: { handlesOwnErrors: true },
    scope: boardWriteScope(boardId),
    onMutate: async ({ assignees }) => {
      await queryClient.cancelQueries({ queryKey: detailKey, exact: true });
      await queryClient.cancelQueries({ queryKey: boardKey, exact: true });
      const detail = queryClient.getQueryData<CardDetail>(detailKey);
      apply(assignees);
      return { detail };
    },
    onError: (_error, { assignees }, snapshot) => {
      if (snapshot?.detail) apply(revertChanges(assignees, snapshot.detail));
    },
  });
}
