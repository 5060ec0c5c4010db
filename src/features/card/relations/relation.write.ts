import type { QueryClient } from '@tanstack/react-query';
import {
  addRelation,
  listRelations,
  removeRelation,
  type CardRelation,
  type RelationCardRef,
} from '@/api/extensions/relations';
import type { ApiClient } from '@/api/http/client';
import { cardOf } from '@/api/queries/board-index';
import { boardKeys, relationKeys } from '@/api/queries/keys';
import type { BoardWorkingSet } from '@/api/types';
import { applyLiveUpdate } from '@/data/live/apply-live-update';
import type { RelationKind } from '@/domain/relations';
import { defineMutation } from '@/sync/queue/define-mutation';
import { boardWriteScope } from '@/sync/queue/write-scope';
import type { WriteServices } from '@/sync/writes/write-registry';

/** A relation of `kind` from the card to `otherId` made (`present`) or taken away. */
export interface SetRelationVariables extends RelationCardRef {
  kind: RelationKind;
  otherId: number;
  present: boolean;
  /** The relation to remove when known; else it is found by kind and card (an undo's redo). */
  relationId?: number;
  /** The other card's number, for the undo toast's words. */
  otherNumber?: number;
  /** Put on the undo history once saved (a write of undo itself, or a sub-card's link, is not). */
  undoable?: boolean;
}

async function setRelation(
  client: ApiClient,
  variables: SetRelationVariables,
): Promise<CardRelation | null> {
  const { kind, otherId } = variables;
  if (variables.present) return addRelation(client, variables, { kind, cardId: otherId });
  const id =
    variables.relationId ??
    (await listRelations(client, variables)).find(
      (relation) => relation.kind === kind && relation.card.id === otherId,
    )?.id;
  // Gone already (a teammate took it away): nothing is left to do.
  if (id !== undefined) await removeRelation(client, variables, id);
  return null;
}

/** Writes one relation, in the board's queue and outbox like the other card writes. */
export const useSetRelation = defineMutation({
  mutationKey: ['relations', 'set'],
  mutate: setRelation,
  invalidates: () => [relationKeys.all],
});

/**
 * After a relation is written: the two cards' tiles on this board are read again (their
 * summaries: a blocked mark, a parent's progress), not the board.
 */
export async function readRelatedTiles(
  queryClient: QueryClient,
  client: ApiClient,
  { boardId, cardId, otherId }: SetRelationVariables,
): Promise<void> {
  const board = queryClient.getQueryData<BoardWorkingSet>(boardKeys.detail(boardId));
  const onBoard = [cardId, otherId].filter((id) => board && cardOf(board, id));
  await applyLiveUpdate(
    queryClient,
    client,
    boardId,
    { readBoard: false, readCards: onBoard, removeCards: [] },
    new AbortController().signal,
  );
}

/**
 * The write's options without React: for the panel's hook (with `onSaved`, which puts it on
 * the undo history even when the panel has closed meanwhile) and for undo's own writes.
 */
export function setRelationOptions(
  { queryClient, api }: WriteServices,
  boardId: number,
  onSaved?: (variables: SetRelationVariables, saved: CardRelation | null) => void,
) {
  return useSetRelation.options(api, {
    meta: { handlesOwnErrors: true },
    scope: boardWriteScope(boardId),
    onSuccess: async (saved, variables) => {
      await readRelatedTiles(queryClient, api, variables);
      onSaved?.(variables, saved);
    },
  });
}
