import { useEffect, useMemo } from 'react';
import type { ListGroup } from '@/features/board-core';
import { setShownOrder } from './card-selection';

/** The list's cards in its rows' order (groups as sorted, collapsed ones too), for ranges. */
export function useListSelectionOrder(groups: readonly ListGroup[]): readonly number[] {
  const ids = useMemo(
    () => groups.flatMap((group) => group.cards.map((card) => card.id)),
    [groups],
  );
  useEffect(() => setShownOrder('list', () => ids), [ids]);
  return ids;
}
