import { type ListRow, useFocusedCard } from '@/features/board-core';

/** The row of the card with the board's focus, kept mounted by the list (-1: none). */
export function useFocusedListRow(rows: readonly ListRow[]): number {
  const cardId = useFocusedCard((state) => state.cardId);
  return cardId === null
    ? -1
    : rows.findIndex((row) => row.kind === 'card' && row.card.id === cardId);
}
