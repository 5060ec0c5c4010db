import { defaultRangeExtractor, type Range } from '@tanstack/react-virtual';
import { useCallback } from 'react';

/**
 * A virtualizer's range extractor that keeps the item at `index` rendered even when it is
 * scrolled out of view (-1: none): dnd-kit needs the dragged column, card or row's node.
 */
export function useKeepMounted(index: number): (range: Range) => number[] {
  return useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      return index >= 0 && !indexes.includes(index)
        ? [...indexes, index].sort((a, b) => a - b)
        : indexes;
    },
    [index],
  );
}
