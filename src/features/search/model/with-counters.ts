import { cardOf, withCards } from '@/api/queries/board-index';
import type { BoardWorkingSet, Card, CardCounters } from '@/api/types';

/**
 * The board with the search's `cards_summary` counters on its cards. Cards whose counters
 * did not change keep their object, so memoized tiles do not re-render.
 */
export function withCounters(
  board: BoardWorkingSet,
  summary: Readonly<Record<number, CardCounters>> | null,
): BoardWorkingSet {
  if (summary === null) return board;
  const changed: Card[] = [];
  for (const [id, counters] of Object.entries(summary)) {
    const card = cardOf(board, Number(id));
    if (
      card === undefined ||
      (counters.comments_count === card.comments_count &&
        counters.files_count === card.files_count &&
        counters.checklist_items === card.checklist_items &&
        counters.checklist_items_completed === card.checklist_items_completed)
    ) {
      continue;
    }
    changed.push({ ...card, ...counters });
  }
  return withCards(board, changed);
}
