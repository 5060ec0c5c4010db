import { withCards, withoutCards } from '@/api/queries/board-index';
import type { Card } from '@/api/types';
import type { ActionInput } from '@/data/undo/undo-history';
import type { UndoStep } from '@/data/undo/undo-step';
import { DELETE_HOLD_MS, heldDelete, type RemoveCardVariables } from '../delete/delete-card';
import { t } from '@/lib/i18n/translate';

/** A delete as an undo step: undone only while it is held (the card comes back as it was). */
export function deleteStep(card: Card, variables: RemoveCardVariables): UndoStep {
  return {
    cardId: card.id,
    show: (board, direction) =>
      direction === 'undo' ? withCards(board, [card]) : withoutCards(board, new Set([card.id])),
    send: (services, direction) => {
      // Only a redo sends (an undo cancels the held delete, see blockedOnceSent): held again.
      const sent = { ...variables };
      if (direction === 'redo') heldDelete(services, sent);
      return sent;
    },
    blockedOnceSent: (direction) =>
      direction === 'undo'
        ? t(
            'undo.card.deleteSent',
            '#{number} is deleted (a delete can be undone for {seconds} seconds)',
            { number: String(card.number), seconds: DELETE_HOLD_MS / 1000 },
          )
        : null,
  };
}

export function deleteAction(card: Card, variables: RemoveCardVariables): ActionInput {
  return {
    done: t('undo.card.deleted', 'Deleted #{number}', { number: String(card.number) }),
    undone: t('undo.card.deletedUndone', '#{number} put back', { number: String(card.number) }),
    steps: [{ step: deleteStep(card, variables), sent: variables }],
  };
}
