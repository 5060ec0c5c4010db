import { describe, expect, it } from 'vitest';
import type { CardDetail, Checklist, ChecklistItem } from '@/api/types';
import { checklistProgress, tickItem } from './checklist-progress';

const item = (id: number, done: boolean): ChecklistItem => ({
  id,
  checklist_id: 1,
  title: `Item ${id}`,
  is_completed: done,
  completed_at: done ? '2026-01-01T00:00:00Z' : null,
  due_date: null,
  due_date_status: null,
  human_due_date: null,
  short_locale_date: null,
  assignees: [],
  version: null,
  created_at: null,
});

const checklist = (items: ChecklistItem[]): Checklist => ({
  id: 1,
  card_id: 1,
  title: 'Launch',
  items,
  items_count: items.length,
  items_completed_count: items.filter((entry) => entry.is_completed).length,
  created_at: null,
});

describe('checklist progress', () => {
  it('counts the ticked items', () => {
    expect(checklistProgress(checklist([item(1, true), item(2, false), item(3, false)]))).toEqual({
      done: 1,
      total: 3,
      percent: 33,
    });
    expect(checklistProgress(checklist([]))).toEqual({ done: 0, total: 0, percent: 0 });
  });

  it('ticks one item and updates the counters of the checklist and the card', () => {
    const card = {
      checklists: [checklist([item(1, true), item(2, false)])],
      checklist_items: 2,
      checklist_items_completed: 1,
    } as unknown as CardDetail;
    const next = tickItem(card, 1, 2, true);
    expect(next.checklist_items_completed).toBe(2);
    const list = next.checklists[0];
    if (!list) throw new Error('no checklist');
    expect(checklistProgress(list)).toMatchObject({ done: 2, percent: 100 });
    expect(list.items_completed_count).toBe(2);
  });
});
