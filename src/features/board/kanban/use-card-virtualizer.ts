import { useVirtualizer } from '@tanstack/react-virtual';
import type { RefObject } from 'react';
import type { Card } from '@/api/types';
import { useKeepMounted } from '../dnd/use-keep-mounted';

const CARD_ESTIMATE = 76;
const CARD_GAP = 8;

interface CardVirtualizerOptions {
  cards: readonly Card[];
  scrollRef: RefObject<HTMLElement | null>;
  /** Cards kept mounted when scrolled out of view: the dragged one's placeholder and the focused one. */
  activeCardId: number | null;
  focusedCardId?: number | null;
  overscan: number;
  /** The scroller's size when it is known before layout (a lane cell): no measuring pass. */
  initialRect?: { width: number; height: number };
}

/**
 * A column's cards (a kanban column or a swimlane cell), virtualized vertically: drawn at an
 * estimated height, then at their measured ones, keyed by card id.
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
  return useVirtualizer({
    count: cards.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => CARD_ESTIMATE,
    gap: CARD_GAP,
    overscan,
    getItemKey: (index) => cards[index]?.id ?? index,
    rangeExtractor,
    ...(initialRect ? { initialRect } : {}),
  });
}
