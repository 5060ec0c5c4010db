import type { Card } from '@/api/types';

/**
 * A cell shows this many cards, then "Show N more" (a fifth card alone is shown rather than
 * hidden behind "Show 1 more"). Four of the demo's tiles are about 450 px: two lanes fit a
 * laptop's screen.
 */
export const CELL_CARDS = 4;
/** Each "Show N more" shows this many more, so a cell of hundreds never renders them at once. */
export const CELL_STEP = 20;

export interface CellCards {
  shown: readonly Card[];
  /** Cards not shown. */
  hidden: number;
  /** How many the next "Show N more" adds. */
  next: number;
  /** More than the first few are shown: "Show fewer" is offered. */
  expanded: boolean;
}

/**
 * The cards a lane cell shows: its first `CELL_CARDS` (or `limit`, once "Show N more" was
 * pressed), and the dragged card wherever it is, since dnd-kit needs its node.
 */
export function cellCardsShown(
  cards: readonly Card[],
  limit: number,
  activeCardId: number | null,
): CellCards {
  if (cards.length <= CELL_CARDS + 1) {
    return { shown: cards, hidden: 0, next: 0, expanded: false };
  }
  const count = Math.min(cards.length, Math.max(limit, CELL_CARDS));
  let shown = cards.slice(0, count);
  const active = cards.findIndex((card) => card.id === activeCardId);
  if (active >= count) shown = [...shown, cards[active] as Card];
  const hidden = cards.length - shown.length;
  return {
    shown,
    hidden,
    next: Math.min(hidden, CELL_STEP),
    expanded: count > CELL_CARDS,
  };
}
