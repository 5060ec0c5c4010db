import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  byPosition,
  idsByPosition,
  isValidSortOrder,
  liveColumnsInOrder,
  nextOrder,
  parseSortOrder,
  planInsert,
  planMove,
  planReorder,
  sortCards,
  type Ordered,
  type SortableCard,
} from './ordering';

/** Applies planned orders to a list, as the server does: updated copies in position order. */
function applyOrders<T extends Ordered>(
  items: readonly T[],
  orders: ReadonlyMap<number, number>,
): T[] {
  return items
    .map((item) => {
      const order = orders.get(item.id);
      return order === undefined ? item : { ...item, order };
    })
    .sort(byPosition);
}

const card = (id: number, order: number, extra: Partial<SortableCard> = {}): SortableCard => ({
  id,
  order,
  number: id,
  title: `Card ${id}`,
  due_date: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  ...extra,
});

describe('sort orders', () => {
  it('parses fields with an optional descending prefix', () => {
    expect(parseSortOrder('due_date')).toEqual({ field: 'due_date', descending: false });
    expect(parseSortOrder('-title')).toEqual({ field: 'title', descending: true });
    expect(parseSortOrder('--title')).toBeNull();
    expect(parseSortOrder('priority')).toBeNull();
    expect(isValidSortOrder('-number')).toBe(true);
    expect(isValidSortOrder(3)).toBe(false);
  });

  const cards = [
    card(1, 2, {
      title: 'banana',
      due_date: '2026-03-02T00:00:00Z',
      number: 7,
      updated_at: '2026-02-01T00:00:00Z',
    }),
    card(2, 0, { title: 'Apple', due_date: null, number: 3 }),
    card(3, 1, {
      title: 'cherry',
      due_date: '2026-03-01T00:00:00Z',
      number: 5,
      created_at: '2025-01-01T00:00:00Z',
    }),
    card(4, 3, { title: 'apple', due_date: null, number: 1 }),
  ];
  const sorted = (order?: string | null) => sortCards(cards, order).map((c) => c.id);

  it.each<[string | null, number[]]>([
    [null, [2, 3, 1, 4]],
    ['order', [2, 3, 1, 4]],
    ['-order', [4, 1, 3, 2]],
    ['number', [4, 2, 3, 1]],
    ['-number', [1, 3, 2, 4]],
    ['title', [2, 4, 1, 3]],
    ['-title', [3, 1, 2, 4]],
    ['due_date', [3, 1, 2, 4]],
    ['-due_date', [1, 3, 2, 4]],
    ['created_at', [3, 2, 1, 4]],
    ['-updated_at', [1, 2, 3, 4]],
    ['bogus', [2, 3, 1, 4]],
  ])('%s', (order, expected) => {
    expect(sorted(order)).toEqual(expected);
  });

  it('breaks ties by order then id', () => {
    expect(sortCards([card(5, 1), card(3, 1), card(4, 0)], 'created_at').map((c) => c.id)).toEqual([
      4, 3, 5,
    ]);
  });
});

describe('insert and move (orders are 1-based)', () => {
  const column: Ordered[] = [
    { id: 10, order: 1 },
    { id: 11, order: 2 },
    { id: 12, order: 3 },
  ];

  it('appends without an order', () => {
    expect(planInsert(column)).toEqual({ order: 4, shifted: new Map() });
    expect(nextOrder([])).toBe(1);
    expect(nextOrder([{ id: 1, order: 7 }])).toBe(8);
  });

  it('inserts at an order and shifts later items by one', () => {
    expect(planInsert(column, 2)).toEqual({
      order: 2,
      shifted: new Map([
        [11, 3],
        [12, 4],
      ]),
    });
    expect(planInsert(column, 99).order).toBe(4);
    expect(planInsert(column, -4)).toEqual({
      order: 1,
      shifted: new Map([
        [10, 2],
        [11, 3],
        [12, 4],
      ]),
    });
  });

  it('renumbers a gappy column on insert', () => {
    const gappy: Ordered[] = [
      { id: 1, order: 5 },
      { id: 2, order: 9 },
    ];
    expect(planInsert(gappy, 2)).toEqual({
      order: 2,
      shifted: new Map([
        [1, 1],
        [2, 3],
      ]),
    });
  });

  it('moves within a column', () => {
    const { orders } = planMove(column, column, 10, 3);
    expect(idsByPosition(applyOrders(column, orders))).toEqual([11, 12, 10]);
    expect(orders).toEqual(
      new Map([
        [11, 1],
        [12, 2],
        [10, 3],
      ]),
    );
  });

  it('moves across columns and closes the gap', () => {
    const target: Ordered[] = [
      { id: 20, order: 4 },
      { id: 21, order: 9 },
    ];
    const { orders } = planMove(column, target, 11, 2);
    expect(orders).toEqual(
      new Map([
        [20, 1],
        [11, 2],
        [21, 3],
        [12, 2],
      ]),
    );
    expect(planMove(column, target, 11).orders.get(11)).toBe(3);
  });

  it('reorders columns', () => {
    expect(idsByPosition(applyOrders(column, planReorder(column, 12, 1)))).toEqual([12, 10, 11]);
  });
});

describe('ordering invariants', () => {
  type Move = { from: number; to: number; index: number; position: number };
  const moves = fc.array(
    fc.record({
      from: fc.nat(2),
      to: fc.nat(2),
      index: fc.nat(20),
      position: fc.integer({ min: -2, max: 25 }),
    }),
    { maxLength: 40 },
  );

  it('orders stay contiguous and unique in every column after any moves', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(6), { minLength: 3, maxLength: 3 }),
        moves,
        (sizes, steps: Move[]) => {
          let next = 1;
          const columns: Ordered[][] = sizes.map((size) =>
            Array.from({ length: size }, (_, index) => ({ id: next++, order: index + 1 })),
          );
          for (const step of steps) {
            const source = columns[step.from] ?? [];
            const moving = source[step.index % Math.max(source.length, 1)];
            if (moving == null) continue;
            const target = columns[step.to] ?? [];
            const { orders } = planMove(
              source,
              step.from === step.to ? source : target,
              moving.id,
              step.position,
            );
            if (step.from === step.to) {
              columns[step.from] = applyOrders(source, orders);
            } else {
              columns[step.from] = applyOrders(
                source.filter((i) => i.id !== moving.id),
                orders,
              );
              columns[step.to] = applyOrders([...target, { ...moving }], orders);
            }
          }
          const all = columns.flat().map((i) => i.id);
          expect(new Set(all).size).toBe(next - 1);
          for (const list of columns) {
            expect([...list].map((i) => i.order).sort((a, b) => a - b)).toEqual(
              list.map((_, i) => i + 1),
            );
          }
        },
      ),
    );
  });

  it('an insert keeps orders unique and contiguous', () => {
    fc.assert(
      fc.property(
        fc.nat(10),
        fc.option(fc.integer({ min: -3, max: 15 }), { nil: undefined }),
        (size, position) => {
          const list: Ordered[] = Array.from({ length: size }, (_, order) => ({
            id: order + 1,
            order: order + 1,
          }));
          const { order, shifted } = planInsert(list, position);
          const after = [...applyOrders(list, shifted), { id: 999, order }];
          expect(after.map((i) => i.order).sort((a, b) => a - b)).toEqual(
            after.map((_, i) => i + 1),
          );
        },
      ),
    );
  });
});

describe('liveColumnsInOrder (the one rule for which columns a board shows, in which order)', () => {
  const column = (id: number, order: number, state: 'live' | 'archived' | 'deleted' = 'live') => ({
    id,
    order,
    archived_at: state === 'archived' ? '2026-01-02T00:00:00Z' : null,
    deleted_at: state === 'deleted' ? '2026-01-03T00:00:00Z' : null,
  });
  const columns = [
    column(5, 2),
    column(3, 2),
    column(9, 1, 'archived'),
    column(1, 3, 'deleted'),
    column(2, 1),
  ];

  it('orders by position with ties by id, leaving out deleted and archived columns', () => {
    expect(liveColumnsInOrder(columns).map((c) => c.id)).toEqual([2, 3, 5]);
  });

  it('keeps the archived columns asked for, never a deleted one', () => {
    expect(liveColumnsInOrder(columns, () => true).map((c) => c.id)).toEqual([2, 9, 3, 5]);
    expect(liveColumnsInOrder(columns, (c) => c.id === 9 || c.id === 1).map((c) => c.id)).toEqual([
      2, 9, 3, 5,
    ]);
  });
});
