import { describe, expect, it } from 'vitest';
import { boardOf, wireCard, wireColumn } from '@/api/testing/board-fixture';
import { withCard } from '@/api/queries/board-index';
import { layoutBoard } from './board-layout';

const at = '2026-01-01T00:00:00Z';
const column = wireColumn;
const card = (id: number, columnId: number, order: number, extra: Record<string, unknown> = {}) =>
  wireCard(id, columnId, order, { created_at: at, updated_at: at, ...extra });
const board = boardOf;

describe('layoutBoard', () => {
  it('orders columns by order and cards by order within each column', () => {
    const layout = layoutBoard(
      board([column(2, 2), column(1, 1)], [card(10, 1, 2), card(11, 1, 1), card(12, 2, 1)]),
    );
    expect(layout.columns.map((c) => c.id)).toEqual([1, 2]);
    expect(layout.cardsByColumn.get(1)?.map((c) => c.id)).toEqual([11, 10]);
    expect(layout.cardsByColumn.get(2)?.map((c) => c.id)).toEqual([12]);
  });

  it("applies a column's sticky sort order", () => {
    const layout = layoutBoard(
      board(
        [column(1, 1, { sort_order: '-title' })],
        [
          card(1, 1, 1, { title: 'Alpha' }),
          card(2, 1, 2, { title: 'Charlie' }),
          card(3, 1, 3, { title: 'Bravo' }),
        ],
      ),
    );
    expect(layout.cardsByColumn.get(1)?.map((c) => c.title)).toEqual(['Charlie', 'Bravo', 'Alpha']);
  });

  it('hides deleted records always and archived ones unless asked', () => {
    const data = board(
      [column(1, 1), column(2, 2, { archived_at: at }), column(3, 3, { deleted_at: at })],
      [
        card(1, 1, 1),
        card(2, 1, 2, { status: 'ARCHIVED' }),
        card(3, 1, 3, { archived_at: at }),
        card(4, 1, 4, { deleted_at: at }),
        card(5, 2, 1),
      ],
    );
    const live = layoutBoard(data);
    expect(live.columns.map((c) => c.id)).toEqual([1]);
    expect(live.cardsByColumn.get(1)?.map((c) => c.id)).toEqual([1]);

    const all = layoutBoard(data, { showArchived: true });
    expect(all.columns.map((c) => c.id)).toEqual([1, 2]);
    expect(all.cardsByColumn.get(1)?.map((c) => c.id)).toEqual([1, 2, 3]);
    expect(all.cardsByColumn.get(2)?.map((c) => c.id)).toEqual([5]);
  });

  it('gives an untouched column the same arrays again, in both views and a filtered board', () => {
    const data = board([column(1, 1), column(2, 2)], [card(1, 1, 1), card(2, 1, 2), card(3, 2, 1)]);
    const before = layoutBoard(data);
    const renamed = withCard(data, 3, (c) => ({ ...c, title: 'Renamed' }));
    const after = layoutBoard(renamed);
    expect(after.cardsByColumn.get(1)).toBe(before.cardsByColumn.get(1));
    expect(after.placement.get(1)).toBe(before.placement.get(1));
    expect(after.cardsByColumn.get(2)).not.toBe(before.cardsByColumn.get(2));
    expect(after.cardsByColumn.get(2)?.[0]?.title).toBe('Renamed');

    const visible = { cardIds: new Set([2]), columnIds: new Set([1]) };
    const filtered = layoutBoard(data, { visible });
    expect(filtered.cardsByColumn.get(1)?.map((c) => c.id)).toEqual([2]);
    expect(layoutBoard(renamed, { visible }).cardsByColumn.get(1)).toBe(
      filtered.cardsByColumn.get(1),
    );
    expect(layoutBoard(renamed).cardsByColumn.get(1)).toBe(before.cardsByColumn.get(1));
  });

  it('gives a column the same arrays for another search that shows the same cards there', () => {
    const data = board([column(1, 1), column(2, 2)], [card(1, 1, 1), card(2, 1, 2), card(3, 2, 1)]);
    const typed = layoutBoard(data, {
      visible: { cardIds: new Set([2, 3]), columnIds: new Set([1, 2]) },
    });
    // A longer word (or the server's answer) with the same card in column 1, another in 2.
    const longer = layoutBoard(data, {
      visible: { cardIds: new Set([2]), columnIds: new Set([1]) },
    });
    expect(longer.cardsByColumn.get(1)).toBe(typed.cardsByColumn.get(1));
    expect(longer.placement.get(1)).toBe(typed.placement.get(1));
    expect(longer.columns.map((c) => c.id)).toEqual([1]);
    // Every card of a column matching gives the unfiltered arrays.
    const whole = layoutBoard(data);
    const all = layoutBoard(data, {
      visible: { cardIds: new Set([1, 2, 3]), columnIds: new Set([1, 2]) },
    });
    expect(all.cardsByColumn.get(1)).toBe(whole.cardsByColumn.get(1));
    const other = layoutBoard(data, {
      visible: { cardIds: new Set([1]), columnIds: new Set([1]) },
    });
    expect(other.cardsByColumn.get(1)?.map((c) => c.id)).toEqual([1]);
    expect(other.cardsByColumn.get(1)).not.toBe(typed.cardsByColumn.get(1));
  });
});
