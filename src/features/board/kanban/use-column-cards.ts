import { useState } from 'react';
import type { Card } from '@/api/types';
import type { Placement } from '../dnd/card-placement';

export type ColumnCards = ReadonlyMap<number, readonly Card[]>;

function sameCards(a: readonly Card[], b: readonly Card[]): boolean {
  return a.length === b.length && a.every((card, index) => card === b[index]);
}

/**
 * Each column's cards, in the placement's order, reusing the previous array of every column
 * whose cards are the very same objects in the same order.
 */
export function stableColumnCards(
  placement: Placement,
  cardsById: ReadonlyMap<number, Card>,
  previous: ColumnCards | null,
): ColumnCards {
  const next = new Map<number, readonly Card[]>();
  for (const [columnId, ids] of placement) {
    const cards = ids.flatMap((id) => cardsById.get(id) ?? []);
    const old = previous?.get(columnId);
    next.set(columnId, old && sameCards(old, cards) ? old : cards);
  }
  return next;
}

/**
 * The cards of each column for the kanban's columns: a column re-renders only when its own
 * cards change (a drop re-renders the two columns involved, a refetch that renames a card the
 * one holding it), not whenever the board does. React's "storing information from previous
 * renders" pattern, as `useStablePlacement`.
 */
export function useColumnCards(
  placement: Placement,
  cardsById: ReadonlyMap<number, Card>,
): ColumnCards {
  const [state, setState] = useState(() => ({
    placement,
    cardsById,
    cards: stableColumnCards(placement, cardsById, null),
  }));
  if (state.placement !== placement || state.cardsById !== cardsById) {
    const next = {
      placement,
      cardsById,
      cards: stableColumnCards(placement, cardsById, state.cards),
    };
    setState(next);
    return next.cards;
  }
  return state.cards;
}
