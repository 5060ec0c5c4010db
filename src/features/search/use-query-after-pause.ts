import { useEffect, useState } from 'react';
import type { FilterState } from './model/filter-state';

/** How long typing must pause before the board is filtered by the new text. */
export const TYPING_PAUSE_MS = 150;

function sameButQuery(a: FilterState, b: FilterState): boolean {
  return JSON.stringify({ ...a, query: '' }) === JSON.stringify({ ...b, query: '' });
}

/**
 * The filters the board shows. A change of the typed text waits until typing pauses for
 * `pauseMs` (about one keystroke at a brisk pace), so a word typed quickly filters the board
 * once instead of redrawing a hundred tiles on every key and making the next key wait for it.
 * Any other change (a chip, a cleared search) shows at once.
 */
export function useQueryAfterPause(filters: FilterState, pauseMs = TYPING_PAUSE_MS): FilterState {
  const [applied, setApplied] = useState(filters);
  const waits = applied !== filters && filters.query !== '' && sameButQuery(applied, filters);
  useEffect(() => {
    if (!waits) return undefined;
    const timer = setTimeout(() => setApplied(filters), pauseMs);
    return () => clearTimeout(timer);
  }, [waits, filters, pauseMs]);
  if (!waits && applied !== filters) setApplied(filters);
  return waits ? applied : filters;
}
