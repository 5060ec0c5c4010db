import type { CardDetail, Checklist } from '@/api/types';

export interface Progress {
  done: number;
  total: number;
  percent: number;
}

/** How far a checklist is, from its items (the counters may lag an optimistic tick). */
export function checklistProgress(checklist: Checklist): Progress {
  const total = checklist.items.length;
  const done = checklist.items.filter((item) => item.is_completed).length;
  return { done, total, percent: total === 0 ? 0 : Math.round((done / total) * 100) };
}

/** The card with one item ticked or unticked, counters updated. */
export function tickItem(
  card: CardDetail,
  checklistId: number,
  itemId: number,
  done: boolean,
): CardDetail {
  const checklists = card.checklists.map((checklist) => {
    if (checklist.id !== checklistId) return checklist;
    const items = checklist.items.map((item) =>
      item.id === itemId
        ? { ...item, is_completed: done, completed_at: done ? new Date().toISOString() : null }
        : item,
    );
    return {
      ...checklist,
      items,
      items_completed_count: items.filter((item) => item.is_completed).length,
    };
  });
  const completed = checklists.reduce((sum, list) => sum + list.items_completed_count, 0);
  return { ...card, checklists, checklist_items_completed: completed };
}
