import type { BoardWorkingSet, CardCounters } from '@/api/types';

/**
 * The board with the search's `cards_summary` counters on its cards. Cards whose counters
 * did not change keep their object, so memoized tiles do not re-render.
 */
export function withCounters(
  board: BoardWorkingSet,
  summary: Readonly<Record<number, CardCounters>> | null,
): BoardWorkingSet {
  if (summary === null) return board;
  let changed = false;
  const cards = board.cards.map((card) => {
    const counters = summary[card.id];
    if (
      counters === undefined ||
      (counters.comments_count === card.comments_count &&
        counters.files_count === card.files_count &&
        counters.checklist_items === card.checklist_items &&
        counters.checklist_items_completed === card.checklist_items_completed)
    ) {
      return card;
    }
    changed = true;
    return { ...card, ...counters };
  });
  return changed ? { ...board, cards } : board;
}
