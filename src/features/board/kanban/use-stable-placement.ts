import { useState } from 'react';
import type { Placement } from '../dnd/card-placement';
import type { BoardLayout } from '../model/board-layout';

function sameIds(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}

/** Card ids per column, reusing each previous column array whose cards did not change. */
export function stablePlacement(layout: BoardLayout, previous: Placement | null): Placement {
  const next = new Map<number, readonly number[]>();
  for (const column of layout.columns) {
    const ids = (layout.cardsByColumn.get(column.id) ?? []).map((card) => card.id);
    const old = previous?.get(column.id);
    next.set(column.id, old && sameIds(old, ids) ? old : ids);
  }
  return next;
}

/**
 * The placement of the current layout, so a refetch that touches one column re-renders that
 * column only (React's "storing information from previous renders" pattern).
 */
export function useStablePlacement(layout: BoardLayout): Placement {
  const [state, setState] = useState(() => ({ layout, placement: stablePlacement(layout, null) }));
  if (state.layout !== layout) {
    const next = { layout, placement: stablePlacement(layout, state.placement) };
    setState(next);
    return next.placement;
  }
  return state.placement;
}
