import { describe, expect, it } from 'vitest';
import { normalizeBoard } from '@/api/normalize';
import type { BoardWorkingSet } from '@/api/types';
import {
  columnInputOf,
  formValuesOf,
  sortOrderChangeOf,
  wipLimitChangeOf,
} from './column-form-values';
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
      sortOrder: '',
      wipLimit: '',
    });
  });

  it('sends blank optional fields as null, so an edit can clear them', () => {
    const values = {
      name: '  QA ',
      description: ' ',
      icon: '',
      color: null,
      sortOrder: '',
      wipLimit: '',
    };
    expect(columnInputOf(values)).toEqual({
      name: 'QA',
      description: null,
      icon: null,
      color: null,
    });
  });
});

describe('the sticky sort in the edit form', () => {
  const values = { name: 'Todo', description: '', icon: '', color: null, wipLimit: '' };

  it('prefills the sort, with plain `order` and unknown values as the manual order', () => {
    expect(formValuesOf({ ...column(), sort_order: '-due_date' }).sortOrder).toBe('-due_date');
    expect(formValuesOf({ ...column(), sort_order: 'order' }).sortOrder).toBe('');
    expect(formValuesOf({ ...column(), sort_order: 'priority' }).sortOrder).toBe('');
  });

  it('sends sort_order only when it changed, and null to go back to the manual order', () => {
    const sorted = { sort_order: 'due_date' };
    expect(sortOrderChangeOf(sorted, { ...values, sortOrder: 'due_date' })).toEqual({});
    expect(sortOrderChangeOf(sorted, { ...values, sortOrder: '-title' })).toEqual({
      sort_order: '-title',
    });
    expect(sortOrderChangeOf(sorted, { ...values, sortOrder: '' })).toEqual({ sort_order: null });
    expect(sortOrderChangeOf({ sort_order: null }, { ...values, sortOrder: '' })).toEqual({});
    // A value the client does not know is left alone by an edit that does not touch it.
    expect(sortOrderChangeOf({ sort_order: 'priority' }, { ...values, sortOrder: '' })).toEqual({});
  });
});

function column() {
  const found = board().columns[3];
  if (!found) throw new Error('no column');
  return found;
}

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

  it('applies a new sticky sort at once, so the column shows sorted before the answer', () => {
    expect(patchColumn(board(), 3, { sort_order: '-due_date' }, now).columns[3]?.sort_order).toBe(
      '-due_date',
    );
    expect(patchColumn(board(), 3, { sort_order: null }, now).columns[3]?.sort_order).toBeNull();
  });

  it('ignores a column the board does not have', () => {
    const before = board();
    expect(patchColumn(before, 99, { name: 'Ghost' }, now)).toBe(before);
  });
});

describe('the WIP limit in the edit form', () => {
  const values = { name: 'Todo', description: '', icon: '', color: null, sortOrder: '' };

  it('prefills it, and sends wip_limit only when it changed (null to remove it)', () => {
    expect(formValuesOf({ ...column(), wip_limit: 4 }).wipLimit).toBe('4');
    expect(formValuesOf({ ...column(), wip_limit: null }).wipLimit).toBe('');
    expect(wipLimitChangeOf({ wip_limit: 4 }, { ...values, wipLimit: ' 4 ' })).toEqual({});
    expect(wipLimitChangeOf({ wip_limit: 4 }, { ...values, wipLimit: '6' })).toEqual({
      wip_limit: 6,
    });
    expect(wipLimitChangeOf({ wip_limit: 4 }, { ...values, wipLimit: '' })).toEqual({
      wip_limit: null,
    });
    expect(wipLimitChangeOf({ wip_limit: null }, { ...values, wipLimit: 'x' })).toEqual({});
  });
});
