import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addRelation, removeRelation, type CardRelation } from '@/api/extensions/relations';
import { relationKeys } from '@/api/queries/keys';
import { useApiClient } from '@/api/react/api-client-context';
import type { RelationKind } from '@/domain/relations';
import { applyLiveUpdate } from '@/data/live/apply-live-update';
import { cardOf } from '@/api/queries/board-index';
import { boardKeys } from '@/api/queries/keys';
import type { BoardWorkingSet } from '@/api/types';

interface RelationWriteTarget {
  boardId: number;
  cardId: number;
}

/**
 * A relation added or taken away from a card's panel: then both cards' relation lists, and the
 * tiles of those on this board (their summaries: a blocked mark, a parent's progress), are read
 * again; not the whole board.
 */
export function useRelationWrites({ boardId, cardId }: RelationWriteTarget) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const refresh = async (otherId: number) => {
    await queryClient.invalidateQueries({
      queryKey: relationKeys.all,
      predicate: (query) => {
        const id = query.queryKey[2];
        return id === cardId || id === otherId;
      },
    });
    const board = queryClient.getQueryData<BoardWorkingSet>(boardKeys.detail(boardId));
    const onBoard = [cardId, otherId].filter((id) => board && cardOf(board, id));
    await applyLiveUpdate(
      queryClient,
      client,
      boardId,
      { readBoard: false, readCards: onBoard, removeCards: [] },
      new AbortController().signal,
    );
  };
  const add = useMutation({
    mutationFn: (input: { kind: RelationKind; cardId: number }) =>
      addRelation(client, { boardId, cardId }, input),
    meta: { handlesOwnErrors: true },
    onSuccess: (relation: CardRelation) => refresh(relation.card.id),
  });
  const remove = useMutation({
    mutationFn: (relation: CardRelation) =>
      removeRelation(client, { boardId, cardId }, relation.id),
    meta: { handlesOwnErrors: true },
    onSuccess: (_data, relation) => refresh(relation.card.id),
  });
  return { add, remove };
}
