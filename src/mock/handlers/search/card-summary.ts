import type { CardRecord } from '../../db/types';
import type { CardIndex } from '../cards/card-index';

/** The search response's `cards_summary`: card id → per-card counters. */
export function cardsSummary(cards: readonly CardRecord[], index: CardIndex) {
  return Object.fromEntries(
    cards.map((card) => {
      const checklist = index.checklistItems.get(card.id) ?? { total: 0, completed: 0 };
      return [
        String(card.id),
        {
          comments_count: index.comments.get(card.id) ?? 0,
          files_count: index.files.get(card.id) ?? 0,
          checklist_items: checklist.total,
          checklist_items_completed: checklist.completed,
        },
      ];
    }),
  );
}
