import { useVirtualizer, type Rect } from '@tanstack/react-virtual';
import { useState, type RefObject } from 'react';
import type { Card } from '@/api/types';
import { useKeepMounted } from '../dnd/use-keep-mounted';
import { observeRectAfterLayout, windowRect } from './observe-rect-after-layout';

const CARD_ESTIMATE = 76;
const CARD_GAP = 8;

interface CardVirtualizerOptions {
  cards: readonly Card[];
  scrollRef: RefObject<HTMLElement | null>;
  /** Cards kept mounted when scrolled out of view: the dragged one's placeholder and the focused one. */
  activeCardId: number | null;
  focusedCardId?: number | null;
  overscan: number;
  /** The scroller's size when it is known before layout (a lane cell); else the window's. */
  initialRect?: Rect;
}

/**
 * A column's cards (a kanban column or a swimlane cell), virtualized vertically: drawn at an
 * estimated height, then at their measured ones, keyed by card id. The first render mounts
 * what fills the window (`initialRect`), so the commit that mounts a board measures its cards
 * once and does not mount more; the scroller's own size arrives after the browser's layout
 * (`observeRectAfterLayout`) and trims the cards below it after the paint.
 */
export function useCardVirtualizer({
  cards,
  scrollRef,
  activeCardId,
  focusedCardId = null,
  overscan,
  initialRect,
}: CardVirtualizerOptions) {
  const indexOf = (cardId: number | null) =>
    cardId === null ? -1 : cards.findIndex((card) => card.id === cardId);
  const rangeExtractor = useKeepMounted(indexOf(activeCardId), indexOf(focusedCardId));
  const [firstRect] = useState(() => initialRect ?? windowRect());
  return useVirtualizer({
    count: cards.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => CARD_ESTIMATE,
    gap: CARD_GAP,
    overscan,
    getItemKey: (index) => cards[index]?.id ?? index,
    rangeExtractor,
    initialRect: firstRect,
    observeElementRect: observeRectAfterLayout,
  });
}
