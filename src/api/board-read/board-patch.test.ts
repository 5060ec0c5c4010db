import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardIdsIn, cardOf } from '../queries/board-index';
import { boardOf, wireCard, wireColumn } from '../testing/board-fixture';
import { applyBoardPatch, baselineOf, diffBoard } from './board-patch';

const columns = [wireColumn(1, 1), wireColumn(2, 2)];
const cards = [wireCard(1, 1, 1), wireCard(2, 1, 2), wireCard(3, 2, 1), wireCard(4, 2, 2)];

describe('board reads as patches', () => {
  it('names the changed, new and removed cards, and nothing else', () => {
    const before = boardOf(columns, cards);
    const after = boardOf(columns, [
      wireCard(1, 1, 1),
      wireCard(2, 1, 2, { title: 'Renamed' }),
      wireCard(4, 1, 3),
      wireCard(5, 2, 1),
    ]);
    const { patch } = diffBoard(baselineOf(before), after);
    if (patch.kind !== 'patch') throw new Error('expected a patch');
    expect(patch.changed.map((card) => card.id)).toEqual([2, 4, 5]);
    expect(patch.removed).toEqual([3]);

    const applied = applyBoardPatch(before, patch);
    expect(applied).toEqual(after);
    expect(cardOf(applied, 1)).toBe(cardOf(before, 1));
    expect(cardIdsIn(applied, 1)).toEqual([1, 2, 4]);
    expect(cardIdsIn(applied, 2)).toEqual([5]);
  });

  it('a first read is the whole board', () => {
    const board = boardOf(columns, cards);
    expect(diffBoard(null, board).patch).toEqual({ kind: 'full', board });
  });

  it('applied to the held board, any patch gives the board that was read', () => {
    const edit = fc.record({
      id: fc.integer({ min: 1, max: 8 }),
      column: fc.constantFrom(1, 2),
      order: fc.integer({ min: 1, max: 8 }),
      title: fc.constantFrom('A', 'B', 'C'),
    });
    fc.assert(
      fc.property(fc.array(edit, { maxLength: 8 }), fc.array(edit, { maxLength: 8 }), (a, b) => {
        const wire = (edits: typeof a) => {
          const byId = new Map(edits.map((e) => [e.id, wireCard(e.id, e.column, e.order, e)]));
          return [...byId.values()];
        };
        const before = boardOf(columns, wire(a));
        const after = boardOf(columns, wire(b));
        const { patch } = diffBoard(baselineOf(before), after);
        if (patch.kind !== 'patch') throw new Error('expected a patch');
        const applied = applyBoardPatch(before, patch);
        expect([...applied.cards].sort((x, y) => x.id - y.id)).toEqual(
          [...after.cards].sort((x, y) => x.id - y.id),
        );
        for (const column of [1, 2])
          expect(cardIdsIn(applied, column)).toEqual(cardIdsIn(after, column));
      }),
      { seed: 1414, numRuns: 200 },
    );
  });
});
