import { cardOf, withCards } from '@/api/queries/board-index';
import type { Card } from '@/api/types';
import type { Direction, StepBatch, UndoStep } from './undo-step';

/** One card's change as a batch item: the card as it would be after it. */
export interface CardChangeItem {
  cardId: number;
  change: (card: Card) => Card;
}

/**
 * Field changes of many cards (a bulk tag, assignment, due date…) shown in one board update:
 * each card changed in turn (two steps on one card both apply), the board's index updated once
 * rather than once per card.
 */
export const CARD_CHANGES: StepBatch = {
  showAll: (board, items) => {
    const changed = new Map<number, Card>();
    for (const { cardId, change } of items as CardChangeItem[]) {
      const card = changed.get(cardId) ?? cardOf(board, cardId);
      if (card) changed.set(cardId, change(card));
    }
    return withCards(board, [...changed.values()]);
  },
};

/** A step's `batch` for a change of one card, either way. */
export function cardChangeBatch(
  cardId: number,
  change: (direction: Direction) => (card: Card) => Card,
): NonNullable<UndoStep['batch']> {
  return {
    kind: CARD_CHANGES,
    item: (direction): CardChangeItem => ({ cardId, change: change(direction) }),
  };
}
