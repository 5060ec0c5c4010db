import { lazyModule } from '@/lib/lazy-module';
import { cardSelection, inShownOrder, useCardSelectionStore } from '../card-selection';
import type * as LazyMoving from './lazy-moving';

export type MovingCode = typeof LazyMoving;

let loaded: MovingCode | undefined;
const code = lazyModule(() =>
  import('./lazy-moving').then((module) => {
    loaded = module;
    return module;
  }),
);

/** The code that moves a selection and speaks its drag, once loaded; else undefined. */
export const movingCode = (): MovingCode | undefined => loaded;

/**
 * The code, for a render: undefined until loaded, then the host renders again with it. The
 * board page loads it when the browser is idle after the first paint, and the drag engine of
 * every view as soon as two cards are selected, before a drag or "Move to…" of them.
 */
export const useMovingCode = (): MovingCode | undefined =>
  code.useModule(useCardSelectionStore((state) => state.ids.length > 1));

/** Loads it (once; a failed load is tried again on the next call). */
export const loadMovingCode = code.preload;

/**
 * The cards a drag (or "Move to…") of `cardId` moves: the whole selection, in the order it
 * shows, when the card is one of two or more selected cards; null for a single-card move. What
 * moves does not wait for the code: a drag picked up in the moment before it has loaded still
 * moves the selection (its drop waits for the code; only its first words are a single card's).
 */
export function selectionMoving(boardId: number, cardId: number): number[] | null {
  const ids = cardSelection.ids(boardId);
  return ids.length >= 2 && ids.includes(cardId) ? inShownOrder(ids) : null;
}
