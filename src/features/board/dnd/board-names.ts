import type { BoardWorkingSet, Card } from '@/api/types';

/** How drag announcements name a card ("#12 Title") and a column, in every view. */
export function boardNames(
  board: Pick<BoardWorkingSet, 'columns'>,
  cardsById: ReadonlyMap<number, Card>,
): { cardName: (id: number) => string; columnName: (id: number) => string } {
  return {
    cardName: (id) => {
      const card = cardsById.get(id);
      return card ? `#${card.number} ${card.title}` : `#${id}`;
    },
    columnName: (id) => board.columns[id]?.name ?? 'unknown',
  };
}
