import { describe, expect, it } from 'vitest';
import { cardOf } from '../queries/board-index';
import { boardOf, wireCard, wireColumn } from '../testing/board-fixture';
import { changeBase, changedFields, changesFrom, clashesOf, parseChangeBase } from './card-changes';

const card = (extra: Record<string, unknown>) => {
  const board = boardOf([wireColumn(1, 1)], [wireCard(7, 1, 1, extra)]);
  const found = cardOf(board, 7);
  if (!found) throw new Error('fixture');
  return found;
};

describe('card changes and their clashes', () => {
  const seen = card({ title: 'Seen', status: 'OPEN', version: 4, tags_ids: [2, 1] });

  it('names each changed field, custom fields one by one, and builds the change back', () => {
    const changes = { title: 'Mine', pinned: true, custom_fields: { 3: 'x', 9: null } };
    const fields = changedFields(changes);
    expect(fields).toEqual([
      ['title', 'Mine'],
      ['pinned', true],
      ['custom_fields.3', 'x'],
      ['custom_fields.9', null],
    ]);
    expect(changesFrom(fields)).toEqual(changes);
  });

  it('a field someone else left as the user saw it, or set to the same value, is no clash', () => {
    const base = changeBase(seen, { title: 'Mine', tags_ids: [1, 2, 3] });
    expect(base).toEqual({
      version: 4,
      updatedAt: null,
      values: { title: 'Seen', tags_ids: [1, 2] },
    });
    const theirsOtherField = card({
      title: 'Seen',
      status: 'ARCHIVED',
      version: 5,
      tags_ids: [1, 2],
    });
    expect(clashesOf({ title: 'Mine', tags_ids: [1, 2, 3] }, base, theirsOtherField)).toEqual([]);
    const theirsSame = card({ title: 'Mine', version: 5, tags_ids: [3, 2, 1] });
    expect(clashesOf({ title: 'Mine', tags_ids: [1, 2, 3] }, base, theirsSame)).toEqual([]);
  });

  it('a field someone else changed to something else clashes, with both values', () => {
    const base = changeBase(seen, { title: 'Mine', status: 'CLOSED' });
    const theirs = card({ title: 'Theirs', status: 'OPEN', version: 5 });
    expect(clashesOf({ title: 'Mine', status: 'CLOSED' }, base, theirs)).toEqual([
      { field: 'title', mine: 'Mine', theirs: 'Theirs' },
    ]);
  });
});

describe('parseChangeBase', () => {
  it('reads a base kept as JSON and refuses anything else', () => {
    const base = { version: 4, updatedAt: '2026-11-25T10:00:00.000Z', values: { content: 'x' } };
    expect(parseChangeBase(JSON.stringify(base))).toEqual(base);
    expect(parseChangeBase(null)).toBeNull();
    expect(parseChangeBase('{not json')).toBeNull();
    expect(parseChangeBase(JSON.stringify({ ...base, version: '4' }))).toBeNull();
    expect(parseChangeBase(JSON.stringify({ ...base, values: [] }))).toBeNull();
  });
});
