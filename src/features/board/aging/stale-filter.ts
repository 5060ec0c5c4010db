import { useCallback } from 'react';
import { useSearchParams } from 'wouter';
import type { BoardWorkingSet } from '@/api/types';
import { cardAge, type AgingThresholds } from '@/domain/card-aging';
import type { VisibleSet } from '@/features/search';

/** The "Stale" quick filter (`?stale=1`): shareable, kept with the other view parameters. */
export function useStaleFilter(): [boolean, (on: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const on = params.get('stale') === '1';
  const setOn = useCallback(
    (next: boolean) => {
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          if (next) updated.set('stale', '1');
          else updated.delete('stale');
          return updated;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return [on, setOn];
}

/**
 * Of the cards shown (a search's matches, or all in the columns on screen), those gone untouched
 * past the board's idle threshold, and the columns they are in.
 */
export function onlyAgingCards(
  board: BoardWorkingSet,
  shown: VisibleSet | null,
  aging: { now: Date; thresholds: AgingThresholds; showArchived: boolean },
): VisibleSet {
  const { now, thresholds, showArchived } = aging;
  const cardIds = new Set<number>();
  const columnIds = new Set<number>();
  for (const card of board.cards) {
    if (shown && !shown.cardIds.has(card.id)) continue;
    const column = board.columns[card.column_id];
    if (!column || (column.archived_at !== null && !showArchived)) continue;
    if (cardAge(card, now, thresholds) === null) continue;
    cardIds.add(card.id);
    columnIds.add(card.column_id);
  }
  return { cardIds, columnIds };
}
