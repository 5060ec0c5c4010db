import { describe, expect, it } from 'vitest';
import { normalizeBoard } from '@/api/normalize';
import type { BoardWorkingSet } from '@/api/types';
import { columnInputOf, formValuesOf } from './column-form-values';
import { patchColumn } from './patch-column';

function board(): BoardWorkingSet {
  const result = normalizeBoard({
    id: 1,
    name: 'Board',
    columns: {
      '3': { id: 3, board_id: 1, name: 'Todo', order: 1, color: '#3B82F6', description: 'x' },
    },
    cards: [],
  });
  if (!result.ok) throw new Error('fixture does not normalize');
  return result.value;
}

describe('column form values', () => {
  it('prefills from a column, matching the palette in any case', () => {
    const column = board().columns[3];
    if (!column) throw new Error('no column');
    expect(formValuesOf(column)).toEqual({
      name: 'Todo',
      description: 'x',
      icon: '',
      color: '#3b82f6',
    });
  });

  it('sends blank optional fields as null, so an edit can clear them', () => {
    expect(columnInputOf({ name: '  QA ', description: ' ', icon: '', color: null })).toEqual({
      name: 'QA',
      description: null,
      icon: null,
      color: null,
    });
  });
});

describe('patchColumn', () => {
  const now = new Date('2026-03-01T10:00:00Z');

  it('renames and archives in the cached board, leaving other columns alone', () => {
    const before = board();
    const renamed = patchColumn(before, 3, { name: 'Doing' }, now);
    expect(renamed.columns[3]?.name).toBe('Doing');
    expect(renamed.columns[3]?.archived_at).toBeNull();
    const archived = patchColumn(renamed, 3, { archived: true }, now);
    expect(archived.columns[3]?.archived_at).toBe(now.toISOString());
    expect(patchColumn(archived, 3, { archived: false }, now).columns[3]?.archived_at).toBeNull();
    expect(before.columns[3]?.name).toBe('Todo');
  });

  it('ignores a column the board does not have', () => {
    const before = board();
    expect(patchColumn(before, 99, { name: 'Ghost' }, now)).toBe(before);
  });
});
