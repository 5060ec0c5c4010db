import { describe, expect, it } from 'vitest';
import { normalizeBoard } from '@/api/normalize';
import type { BoardWorkingSet } from '@/api/types';
import { dragAnnouncements } from './announcements';
import { NO_SORTS, cardDropOf, columnSorts, dragTo, type ColumnSorts } from './card-drop';
import type { Placement } from '../model/card-placement';
import { landingSpot } from '@/features/board/dnd/landing-spot';

/**
 * Column 1 "Todo" keeps a manual order; column 2 "Doing" is sorted by due date (cards 20: the
 * 5th, 21: the 12th, 22: no due date); column 3 "Done" is sorted by title, Z to A.
 */
function board(): BoardWorkingSet {
  const card = (
    id: number,
    column_id: number,
    order: number,
    title: string,
    due_date: string | null,
  ) => ({ id, number: id, column_id, order, title, due_date, board_id: 1 });
  const result = normalizeBoard({
    id: 1,
    name: 'Board',
    columns: {
      '1': { id: 1, board_id: 1, name: 'Todo', order: 1, sort_order: null },
      '2': { id: 2, board_id: 1, name: 'Doing', order: 2, sort_order: 'due_date' },
      '3': { id: 3, board_id: 1, name: 'Done', order: 3, sort_order: '-title' },
    },
    cards: [
      card(10, 1, 1, 'Alpha', '2026-03-08T10:00:00Z'),
      card(11, 1, 2, 'Bravo', '2026-03-01T10:00:00Z'),
      card(12, 1, 3, 'Charlie', null),
      card(20, 2, 1, 'Delta', '2026-03-05T10:00:00Z'),
      card(21, 2, 2, 'Echo', '2026-03-12T10:00:00Z'),
      card(22, 2, 3, 'Foxtrot', null),
      card(30, 3, 1, 'Zulu', null),
      card(31, 3, 2, 'Mike', null),
    ],
  });
  if (!result.ok) throw new Error('fixture does not normalize');
  return result.value;
}

function sortsOf(value: BoardWorkingSet): ColumnSorts {
  return columnSorts(value.columns, new Map(value.cards.map((card) => [card.id, card])));
}

// As the layout shows them: Doing by due date, Done by title Z to A.
const start: Placement = new Map([
  [1, [10, 11, 12]],
  [2, [20, 21, 22]],
  [3, [30, 31]],
]);

const spot = (columnId: number, beforeCardId: number | null = null) => ({ columnId, beforeCardId });

describe('columnSorts', () => {
  const sorts = sortsOf(board());

  it('knows which columns keep a sticky sort, and says which', () => {
    expect(sorts.isSorted(1)).toBe(false);
    expect(sorts.isSorted(2)).toBe(true);
    expect(sorts.describe(1)).toBeNull();
    expect(sorts.describe(2)).toBe('Sorted by due date, earliest first');
    expect(sorts.describe(3)).toBe('Sorted by title, Z to A');
  });

  it('places a joining card by the sort, last among ties (it is saved at the end)', () => {
    expect(sorts.sortedIndex(10, 1, [11, 12])).toBeNull();
    // Due the 8th: between the 5th and the 12th.
    expect(sorts.sortedIndex(10, 2, [20, 21, 22])).toBe(1);
    // Due the 1st: first.
    expect(sorts.sortedIndex(11, 2, [20, 21, 22])).toBe(0);
    // No due date: after the dated cards and after the undated one already there.
    expect(sorts.sortedIndex(12, 2, [20, 21, 22])).toBe(3);
    // Z to A: Charlie after Mike.
    expect(sorts.sortedIndex(12, 3, [30, 31])).toBe(2);
  });

  it('puts a card back at its own place when it returns to its sorted column', () => {
    expect(sorts.sortedIndex(20, 2, [21, 22])).toBe(0);
    expect(sorts.sortedIndex(22, 2, [20, 21])).toBe(2);
  });

  it('treats plain `order` and unknown sorts as the manual order', () => {
    const value = board();
    const plain = { ...value.columns[2], sort_order: 'order' };
    const unknown = { ...value.columns[3], sort_order: 'priority' };
    const columns = { ...value.columns, 2: plain, 3: unknown };
    const cards = new Map(value.cards.map((card) => [card.id, card]));
    const manual = columnSorts(columns as BoardWorkingSet['columns'], cards);
    expect(manual.isSorted(2)).toBe(false);
    expect(manual.isSorted(3)).toBe(false);
    expect(manual.sortedIndex(10, 2, [20, 21, 22])).toBeNull();
  });
});

describe('dragging into a sorted column', () => {
  const sorts = sortsOf(board());

  it('puts the card where the sort puts it, whatever spot it is over', () => {
    for (const before of [20, 21, 22, null]) {
      expect(dragTo(start, 10, spot(2, before), sorts).get(2)).toEqual([20, 10, 21, 22]);
    }
    expect(dragTo(start, 10, spot(2, 20), sorts).get(1)).toEqual([11, 12]);
  });

  it('takes the spot it is over in a manual column', () => {
    expect(dragTo(start, 20, spot(1, 11), sorts).get(1)).toEqual([10, 20, 11, 12]);
    expect(dragTo(start, 20, spot(1, 12), sorts).get(1)).toEqual([10, 11, 20, 12]);
    expect(dragTo(start, 20, spot(1), sorts).get(1)).toEqual([10, 11, 12, 20]);
    expect(dragTo(start, 20, spot(1), sorts).get(2)).toEqual([21, 22]);
  });

  it('changes nothing inside its own sorted column, or over no column', () => {
    expect(dragTo(start, 20, spot(2, 22), sorts)).toBe(start);
    expect(dragTo(start, 10, null, sorts)).toBe(start);
  });

  it('gives the same placement for the same spot, wherever the card was (announcements rely on it)', () => {
    const once = dragTo(start, 10, spot(1, 12), sorts);
    expect(dragTo(once, 10, spot(1, 12), sorts)).toBe(once);
    const across = dragTo(start, 10, spot(2), sorts);
    expect(dragTo(across, 10, spot(2, 21), sorts)).toBe(across);
  });

  it('saves a card dropped into a sorted column at the end of its manual order', () => {
    const final = dragTo(start, 10, spot(2, 22), sorts);
    expect(final.get(2)).toEqual([20, 10, 21, 22]);
    expect(cardDropOf(start, final, 10, sorts)).toEqual({ columnId: 2, beforeCardId: null });
  });

  it('also when the card is dropped below the last card', () => {
    const final = dragTo(start, 12, spot(3), sorts);
    expect(final.get(3)).toEqual([30, 31, 12]);
    expect(cardDropOf(start, final, 12, sorts)).toEqual({ columnId: 3, beforeCardId: null });
  });
});

describe('reordering within a column', () => {
  const sorts = sortsOf(board());

  it('is not offered in a sorted column: nothing is saved', () => {
    const final = dragTo(start, 22, spot(2, 20), sorts);
    expect(final).toBe(start);
    expect(cardDropOf(start, final, 22, sorts)).toBeNull();
  });

  it('saves nothing when a card leaves its sorted column and comes back', () => {
    const away = dragTo(start, 21, spot(1, 11), sorts);
    const back = dragTo(away, 21, spot(2, 20), sorts);
    expect(back.get(2)).toEqual([20, 21, 22]);
    expect(cardDropOf(start, back, 21, sorts)).toBeNull();
  });

  it('saves the card before the one it ends above in a manual column', () => {
    const down = dragTo(start, 10, spot(1), sorts);
    expect(down.get(1)).toEqual([11, 12, 10]);
    expect(cardDropOf(start, down, 10, sorts)).toEqual({ columnId: 1, beforeCardId: null });
    const up = dragTo(start, 12, spot(1, 10), sorts);
    expect(cardDropOf(start, up, 12, sorts)).toEqual({ columnId: 1, beforeCardId: 10 });
  });

  it('saves nothing when the card ends where it started', () => {
    const same = dragTo(start, 11, spot(1, 12), sorts);
    expect(same).toBe(start);
    expect(cardDropOf(start, same, 11, sorts)).toBeNull();
  });

  it('keeps the manual behaviour without sorts', () => {
    const final = dragTo(start, 22, spot(2, 20), NO_SORTS);
    expect(final.get(2)).toEqual([22, 20, 21]);
    expect(cardDropOf(start, final, 22, NO_SORTS)).toEqual({ columnId: 2, beforeCardId: 20 });
    expect(cardDropOf(start, start, 22, NO_SORTS)).toBeNull();
  });
});

describe('what keyboard dragging says about a sorted column', () => {
  const value = board();
  const sorts = sortsOf(value);
  // As the kanban does: the spot the card is dragged to, here always the top of the column.
  const spoken = dragAnnouncements({
    cardName: (id) => `#${id}`,
    columnName: (id) => value.columns[id]?.name ?? '?',
    cardSpot: (cardId, overId) => {
      const over = typeof overId === 'string' ? /^column-(\d+)$/.exec(overId) : null;
      const placed = over ? dragTo(start, cardId, spot(Number(over[1]), -1), sorts) : start;
      return landingSpot(placed, cardId, sorts);
    },
    columnSpot: () => null,
  });
  const active = {
    id: 'card-10',
    data: { current: undefined },
    rect: { current: { initial: null, translated: null } },
  };
  const overDoing = {
    id: 'column-2',
    rect: { width: 0, height: 0, top: 0, left: 0, right: 0, bottom: 0 },
    disabled: false,
    data: { current: undefined },
  };

  it('names the sort and the place the sort gives, not the spot it is over', () => {
    expect(spoken.onDragOver({ active, over: overDoing })).toBe(
      'Card #10 in column Doing (sorted by due date, earliest first), position 2 of 4.',
    );
  });

  it('says the spot as the card moves within a column, too', () => {
    expect(spoken.onDragMove?.({ active, over: overDoing })).toBe(
      'Card #10 in column Doing (sorted by due date, earliest first), position 2 of 4.',
    );
  });

  it('says so when the card is picked up in a sorted column', () => {
    expect(spoken.onDragStart({ active: { ...active, id: 'card-21' } })).toBe(
      'Picked up Card #21 in column Doing (sorted by due date, earliest first), position 2 of 3.',
    );
  });

  it('says nothing of a sort in a manual column', () => {
    expect(landingSpot(dragTo(start, 20, spot(1, 11), sorts), 20, sorts)).toEqual({
      columnId: 1,
      position: 2,
      count: 4,
    });
  });
});
