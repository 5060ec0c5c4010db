import { withCards, withoutCards } from '@/api/queries/board-index';
import type { Card } from '@/api/types';
import type { ActionInput } from '@/data/undo/undo-history';
import type { UndoStep } from '@/data/undo/undo-step';
import { DELETE_HOLD_MS, heldDelete, type RemoveCardVariables } from '../delete/delete-card';

/** A delete as an undo step: undone only while it is held (the card comes back as it was). */
export function deleteStep(card: Card, variables: RemoveCardVariables): UndoStep {
  return {
    cardId: card.id,
    show: (board, direction) =>
      direction === 'undo' ? withCards(board, [card]) : withoutCards(board, new Set([card.id])),
    send: (services, direction, refused) => {
      // Only a redo sends (an undo cancels the held delete, see blockedOnceSent): held again.
      const sent = { ...variables };
      if (direction === 'redo') heldDelete(services, sent, refused);
      return sent;
    },
    blockedOnceSent: (direction) =>
      direction === 'undo'
        ? `#${card.number} is deleted (a delete can be undone for ${DELETE_HOLD_MS / 1000} seconds)`
        : null,
  };
}

export function deleteAction(card: Card, variables: RemoveCardVariables): ActionInput {
  return {
    done: `Deleted #${card.number}`,
    undone: `#${card.number} put back`,
    steps: [{ step: deleteStep(card, variables), sent: variables }],
  };
}
