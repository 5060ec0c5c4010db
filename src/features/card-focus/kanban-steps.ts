import type { Card } from '@/api/types';
import type { BoardLayout } from '@/features/board-core';

export type Step = 'up' | 'down' | 'left' | 'right';

type Layout = Pick<BoardLayout, 'columns' | 'cardsByColumn'>;

function cardsOf(layout: Layout, columnIndex: number): readonly Card[] {
  const column = layout.columns[columnIndex];
  return (column && layout.cardsByColumn.get(column.id)) ?? [];
}

function placeOf(layout: Layout, cardId: number): { column: number; index: number } | null {
  for (let column = 0; column < layout.columns.length; column++) {
    const index = cardsOf(layout, column).findIndex((card) => card.id === cardId);
    if (index >= 0) return { column, index };
  }
  return null;
}

/** The first column from `start` towards `direction` that shows a card. */
function columnWithCards(layout: Layout, start: number, direction: 1 | -1): number | null {
  for (let column = start; column >= 0 && column < layout.columns.length; column += direction) {
    if (cardsOf(layout, column).length > 0) return column;
  }
  return null;
}

/**
 * Where a step goes on the kanban, as shown: up and down within the column (staying at its
 * ends), left and right to the nearest column with cards, at the same index or its last card.
 * From no card (focus on a column's own controls, or nowhere): the first (or, going up, last)
 * card of `fromColumnId`, else of the first column with cards. Null: nowhere to go.
 */
export function kanbanStep(
  layout: Layout,
  cardId: number | null,
  step: Step,
  fromColumnId: number | null = null,
): number | null {
  const place = cardId === null ? null : placeOf(layout, cardId);
  if (!place) {
    const start = layout.columns.findIndex((column) => column.id === fromColumnId);
    const column = columnWithCards(layout, Math.max(start, 0), 1);
    const cards = column === null ? [] : cardsOf(layout, column);
    return (step === 'up' ? cards.at(-1) : cards[0])?.id ?? null;
  }
  const here = cardsOf(layout, place.column);
  if (step === 'up' || step === 'down') {
    const next = here[place.index + (step === 'down' ? 1 : -1)];
    return next ? next.id : null;
  }
  const direction = step === 'right' ? 1 : -1;
  const column = columnWithCards(layout, place.column + direction, direction);
  if (column === null) return null;
  const cards = cardsOf(layout, column);
  return cards[Math.min(place.index, cards.length - 1)]?.id ?? null;
}

/**
 * Where focus goes when a card leaves the kanban (archived): the next card of its column, else
 * the one before, else the nearest column's card at the same index. Null: no other card.
 */
export function kanbanNeighbour(layout: Layout, cardId: number): number | null {
  const place = placeOf(layout, cardId);
  if (!place) return null;
  const here = cardsOf(layout, place.column);
  const inColumn = here[place.index + 1] ?? here[place.index - 1];
  if (inColumn) return inColumn.id;
  return kanbanStep(layout, cardId, 'right') ?? kanbanStep(layout, cardId, 'left');
}
