import { create } from 'zustand';

/**
 * The card the board's focus is on, or was on last (kept while a dialog or the card panel has
 * focus): the views keep its tile or row mounted when it is scrolled away, so focus is never
 * lost to the virtualizers, and a shortcut can put focus on any card (docs/board-views.md,
 * "Keyboard shortcuts"). The keys themselves are `CardKeys.tsx`, loaded after the first paint.
 */
export const useFocusedCard = create<{ cardId: number | null }>()(() => ({ cardId: null }));
