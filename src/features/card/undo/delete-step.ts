import { withCards, withoutCards } from '@/api/queries/board-index';
import type { Card } from '@/api/types';
import type { ActionInput } from '@/sync/undo/undo-history';
import type { Direction, StepBatch, UndoStep } from '@/sync/undo/undo-step';
import { DELETE_HOLD_MS, heldDelete, type RemoveCardVariables } from '../delete/held-delete';
import { t } from '@/lib/i18n/translate';

/** One delete of a batch: the card to put back, or the id to take off. */
type DeleteItem = { back: Card } | { off: number };

/** Many deletes (a bulk delete) shown in one board update, either way. */
const DELETES: StepBatch = {
  showAll: (board, items) => {
    const back: Card[] = [];
    const off = new Set<number>();
    for (const item of items as DeleteItem[]) {
      if ('back' in item) back.push(item.back);
      else off.add(item.off);
    }
    const restored = back.length > 0 ? withCards(board, back) : board;
    return off.size > 0 ? withoutCards(restored, off) : restored;
  },
};

/** A delete as an undo step: undone only while it is held (the card comes back as it was). */
export function deleteStep(card: Card, variables: RemoveCardVariables): UndoStep {
  return {
    cardId: card.id,
    show: (board, direction) =>
      direction === 'undo' ? withCards(board, [card]) : withoutCards(board, new Set([card.id])),
    batch: {
      kind: DELETES,
      item: (direction: Direction): DeleteItem =>
        direction === 'undo' ? { back: card } : { off: card.id },
    },
    send: (services, direction, refused) => {
      // Only a redo sends (an undo cancels the held delete, see blockedOnceSent): held again.
      const sent = { ...variables };
      if (direction === 'redo') heldDelete(services, sent, refused);
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
