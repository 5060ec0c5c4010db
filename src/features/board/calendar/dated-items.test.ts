import { describe, expect, it } from 'vitest';
import type { DatedChecklistItem } from '@/api/types';
import { placeItems } from './dated-items';

const item = (id: number, cardId: number, due: string | null): DatedChecklistItem => ({
  id,
  card_id: cardId,
  checklist_id: 1,
  title: `Item ${id}`,
  is_completed: false,
  completed_at: null,
  due_date: due,
  due_date_status: null,
  human_due_date: null,
  short_locale_date: null,
  assignees: [],
  created_at: null,
  version: null,
});

describe('placeItems', () => {
  it('puts the items of the shown cards on their local day, by due time then id', () => {
    const late = new Date(2026, 10, 26, 17, 0).toISOString();
    const early = new Date(2026, 10, 26, 9, 0).toISOString();
    const nextDay = new Date(2026, 10, 27, 9, 0).toISOString();
    const placed = placeItems(
      [item(3, 12, late), item(2, 12, early), item(1, 9, early), item(4, 12, nextDay)],
      new Set([9, 12]),
    );
    expect(placed.get('2026-11-26')?.map((entry) => entry.id)).toEqual([1, 2, 3]);
    expect(placed.get('2026-11-27')?.map((entry) => entry.id)).toEqual([4]);
  });

  it('leaves out the items of cards the filters hide, and items without a valid date', () => {
    const due = new Date(2026, 10, 26, 9, 0).toISOString();
    const placed = placeItems(
      [item(1, 9, due), item(2, 12, due), item(3, 12, null), item(4, 12, 'not a date')],
      new Set([12]),
    );
    expect([...placed.entries()].map(([day, items]) => [day, items.map((i) => i.id)])).toEqual([
      ['2026-11-26', [2]],
    ]);
  });
});
