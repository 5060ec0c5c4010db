import { describe, expect, it } from 'vitest';
import type { CardRelation } from '@/api/extensions/relations';
import { exportedRelations } from './export-relations';

const card = (id: number, extra: Partial<CardRelation['card']> = {}): CardRelation['card'] => ({
  id,
  hidden: false,
  board_id: 1,
  number: id,
  title: `Card ${id}`,
  column_id: 1,
  completed: false,
  archived_at: null,
  deleted_at: null,
  ...extra,
});
const rel = (id: number, kind: CardRelation['kind'], other: CardRelation['card']) => ({
  id,
  kind,
  card: other,
});

describe('the relations an export carries', () => {
  it('says each pair once, from the side an import writes it', () => {
    const relations = new Map<number, CardRelation[]>([
      [1, [rel(10, 'child', card(2)), rel(11, 'blocks', card(3)), rel(12, 'relates_to', card(3))]],
      [2, [rel(10, 'parent', card(1))]],
      [3, [rel(11, 'blocked_by', card(1)), rel(12, 'relates_to', card(1))]],
      [4, [rel(13, 'duplicates', card(3))]],
    ]);
    const { byCard, outside } = exportedRelations(relations, new Set([1, 2, 3, 4]));
    expect(Object.fromEntries(byCard)).toEqual({
      1: [
        { kind: 'blocks', cardKey: '3' },
        { kind: 'relates_to', cardKey: '3' },
      ],
      2: [{ kind: 'parent', cardKey: '1' }],
      4: [{ kind: 'duplicates', cardKey: '3' }],
    });
    expect(outside).toBe(0);
  });

  it('counts relations to cards it does not carry, once each', () => {
    const relations = new Map<number, CardRelation[]>([
      [
        1,
        [
          rel(20, 'blocks', card(50, { board_id: 2 })),
          rel(21, 'relates_to', card(60, { hidden: true })),
        ],
      ],
      [2, [rel(22, 'parent', card(3, { deleted_at: '2026-01-01T00:00:00Z' }))]],
    ]);
    const { byCard, outside } = exportedRelations(relations, new Set([1, 2, 3]));
    expect(byCard.size).toBe(0);
    expect(outside).toBe(3);
  });
});
