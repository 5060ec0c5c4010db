import type { Card } from '@/api/types';
import type { Placement, BoardLayout } from '@/features/board-core';

export type ColumnCards = ReadonlyMap<number, readonly Card[]>;

/**
 * Each column's cards in the placement's order. A column the drag has not changed (its ids are
 * the layout's own array) gives the layout's array, so it does not re-render.
 */
export function columnCardsOf(
  placement: Placement,
  layout: BoardLayout,
  cardsById: ReadonlyMap<number, Card>,
): ColumnCards {
  if (placement === layout.placement) return layout.cardsByColumn;
  const cards = new Map<number, readonly Card[]>();
  for (const [columnId, ids] of placement) {
    const laidOut = layout.cardsByColumn.get(columnId);
    cards.set(
      columnId,
      laidOut && ids === layout.placement.get(columnId)
        ? laidOut
        : ids.flatMap((id) => cardsById.get(id) ?? []),
    );
  }
  return cards;
}
