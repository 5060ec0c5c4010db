import { tn } from '@/lib/i18n/translate';

/**
 * "Move to…" for a card of a selection: "Move 20 cards", from the cards the move takes
 * (`selectionMoving`); undefined for a card alone.
 */
export function movingTitle(moving: readonly number[] | null): string | undefined {
  const count = moving?.length;
  return count
    ? tn('selection.move.title', count, { one: 'Move {count} card', other: 'Move {count} cards' })
    : undefined;
}
