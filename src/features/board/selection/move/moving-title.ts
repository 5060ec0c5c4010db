import { tn } from '@/lib/i18n/translate';
import { selectionMoving } from './moving-code';

/** "Move to…" for a card of a selection: "Move 20 cards"; undefined for a card alone. */
export function movingTitle(boardId: number, cardId: number): string | undefined {
  const count = selectionMoving(boardId, cardId)?.length;
  return count
    ? tn('selection.move.title', count, { one: 'Move {count} card', other: 'Move {count} cards' })
    : undefined;
}
