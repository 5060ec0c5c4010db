import { useMutation } from '@tanstack/react-query';
import type { CardRelation } from '@/api/extensions/relations';
import { cardOf } from '@/api/queries/board-index';
import { boardKeys } from '@/api/queries/keys';
import type { BoardWorkingSet } from '@/api/types';
import type { RelationKind } from '@/domain/relations';
import { useWriteServices } from '@/sync/writes/use-write-services';
import { recordRelation } from './relation-step';
import { setRelationOptions, type SetRelationVariables } from './relation.write';

interface RelationWriteTarget {
  boardId: number;
  cardId: number;
}

export interface AddRelationInput {
  kind: RelationKind;
  cardId: number;
  /** False: not put on the undo history (a new sub-card's link, made with the card). */
  undoable?: boolean;
}

/**
 * A relation added or taken away from a card's panel, in the board's write queue: then both
 * cards' relation lists and their tiles on this board are read again, not the whole board.
 * Each saved one can be undone (`relation-step.ts`).
 */
export function useRelationWrites({ boardId, cardId }: RelationWriteTarget) {
  const services = useWriteServices();
  const numberOf = (id: number) => {
    const board = services.queryClient.getQueryData<BoardWorkingSet>(boardKeys.detail(boardId));
    return (board && cardOf(board, id)?.number) ?? id;
  };
  const options = setRelationOptions(services, boardId, (variables, saved) => {
    if (!variables.undoable) return;
    const other = saved?.card.number ?? variables.otherNumber ?? numberOf(variables.otherId);
    recordRelation(services, variables, { card: numberOf(cardId), other });
  });
  const adding = useMutation(options);
  const removing = useMutation(options);

  const toAdd = (input: AddRelationInput): SetRelationVariables => ({
    boardId,
    cardId,
    kind: input.kind,
    otherId: input.cardId,
    present: true,
    undoable: input.undoable !== false,
  });
  const add = {
    isError: adding.isError,
    error: adding.error,
    isPending: adding.isPending,
    mutate: (input: AddRelationInput, callbacks?: { onSuccess?: () => void }) =>
      adding.mutate(toAdd(input), { onSuccess: () => callbacks?.onSuccess?.() }),
    mutateAsync: (input: AddRelationInput) => adding.mutateAsync(toAdd(input)),
  };
  const remove = {
    isError: removing.isError,
    error: removing.error,
    isPending: removing.isPending,
    mutate: (relation: CardRelation) => {
      const variables: SetRelationVariables = {
        boardId,
        cardId,
        kind: relation.kind,
        otherId: relation.card.id,
        otherNumber: relation.card.number ?? undefined,
        present: false,
        relationId: relation.id,
        undoable: true,
      };
      removing.mutate(variables);
    },
  };
  return { add, remove };
}
