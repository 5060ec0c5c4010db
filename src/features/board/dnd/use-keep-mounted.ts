import { defaultRangeExtractor, type Range } from '@tanstack/react-virtual';
import { useCallback } from 'react';

/**
 * A virtualizer's range extractor that keeps the items at `index` and `also` rendered even when
 * they are scrolled out of view (-1: none): dnd-kit needs the dragged column, card or row's
 * node, and the card with focus must keep it (docs/board-views.md, "Keyboard shortcuts").
 */
export function useKeepMounted(index: number, also = -1): (range: Range) => number[] {
  return useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      const missing = [index, also].filter(
        (kept, at, all) => kept >= 0 && all.indexOf(kept) === at && !indexes.includes(kept),
      );
      return missing.length > 0 ? [...indexes, ...missing].sort((a, b) => a - b) : indexes;
    },
    [index, also],
  );
}
