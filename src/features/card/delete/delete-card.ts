import type { WriteServices } from '@/sync/writes/write-registry';
import { cardOf } from '@/api/queries/board-index';
import { boardKeys } from '@/api/queries/keys';
import type { BoardWorkingSet } from '@/api/types';
import { recordUndoable } from '@/sync/undo/undo';
import { heldDelete, type RemoveCardVariables } from './held-delete';

/** Deletes a card, held a few seconds, with Undo offered in a toast (`undo/delete-step.ts`). */
export function deleteCardUndoably(services: WriteServices, variables: RemoveCardVariables) {
  const board = services.queryClient.getQueryData<BoardWorkingSet>(
    boardKeys.detail(variables.boardId),
  );
  const card = board && cardOf(board, variables.cardId);
  if (card) {
    recordUndoable(services, variables.boardId, () =>
      import('../undo/delete-step').then((module) => module.deleteAction(card, variables)),
    );
  }
  heldDelete(services, variables);
}
