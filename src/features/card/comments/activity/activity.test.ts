import { describe, expect, it } from 'vitest';
import type { CardActivity } from '@/api/types';
import { activityText } from './activity-text';
import { groupActivity } from './group-activity';

const eli = { id: 2, name: 'Eli Editor' };
const maya = { id: 1, name: 'Maya Manager' };

function entry(
  id: number,
  at: string,
  kind: CardActivity['kind'],
  data: CardActivity['data'] = {},
  actor = eli,
): CardActivity {
  return { id, at, kind, data, actor };
}

describe('activityText', () => {
  it('says each kind of change in words', () => {
    const column = (name: string) => ({ column_id: 1, name });
    expect(
      activityText({
        kind: 'moved',
        data: { from: column('To do'), to: column('Doing') },
      }),
    ).toBe('moved this from To do to Doing');
    expect(activityText({ kind: 'renamed', data: { from: 'Old', to: 'New' } })).toBe(
      'renamed this from “Old” to “New”',
    );
    expect(activityText({ kind: 'created', data: { to: column('Backlog') } })).toBe(
      'created this in Backlog',
    );
    expect(
      activityText({ kind: 'field_changed', data: { field: 'status', from: 'OPEN', to: 'DONE' } }),
    ).toBe('changed the status from OPEN to DONE');
    expect(activityText({ kind: 'field_changed', data: { field: 'due_date', to: null } })).toBe(
      'cleared the due date',
    );
    expect(activityText({ kind: 'field_changed', data: { field: 'pinned', to: true } })).toBe(
      'pinned this',
    );
    expect(
      activityText({
        kind: 'field_changed',
        data: {
          field: 'custom_field',
          definition: { id: 3, name: 'Priority' },
          from: null,
          to: 'High',
        },
      }),
    ).toBe('changed “Priority” from nothing to High');
    expect(
      activityText({
        kind: 'field_changed',
        data: {
          field: 'tags',
          from: [],
          to: [
            { id: 1, name: 'Urgent' },
            { id: 2, name: 'UX' },
          ],
        },
      }),
    ).toBe('changed the tags from nothing to Urgent, UX');
    expect(activityText({ kind: 'assigned', data: { user: maya } })).toBe('assigned Maya Manager');
    expect(activityText({ kind: 'unassigned', data: { user: maya } })).toBe(
      'unassigned Maya Manager',
    );
    expect(
      activityText({ kind: 'ticked', data: { item: { id: 4, label: 'Copy' }, checked: true } }),
    ).toBe('ticked “Copy”');
    expect(
      activityText({ kind: 'ticked', data: { item: { id: 4, label: 'Copy' }, checked: false } }),
    ).toBe('unticked “Copy”');
    expect(activityText({ kind: 'commented', data: { comment_id: 3 } })).toBe('commented');
    expect(activityText({ kind: 'archived', data: {} })).toBe('archived this');
    expect(activityText({ kind: 'deleted', data: {} })).toBe('deleted this');
    expect(activityText({ kind: 'restored', data: {} })).toBe('restored this');
    expect(activityText({ kind: null, data: {} })).toBe('changed this');
  });
});

describe('groupActivity', () => {
  it('groups consecutive entries of one person within a minute, oldest first', () => {
    const groups = groupActivity([
      // Newest first, as the server sends them.
      entry(5, '2026-11-25T10:05:00Z', 'restored'),
      entry(4, '2026-11-25T10:01:30Z', 'archived', {}, maya),
      entry(3, '2026-11-25T10:00:50Z', 'ticked', { item: { id: 1, label: 'A' }, checked: true }),
      entry(2, '2026-11-25T10:00:20Z', 'renamed', { from: 'a', to: 'b' }),
      entry(1, '2026-11-25T10:00:00Z', 'created'),
    ]);
    expect(groups.map((group) => group.entries.map((e) => e.id))).toEqual([[1, 2, 3], [4], [5]]);
    expect(groups[0]?.actor).toEqual(eli);
    expect(groups[0]?.at).toBe('2026-11-25T10:00:00Z');
  });

  it('starts a new group after a minute even for the same person', () => {
    const groups = groupActivity([
      entry(1, '2026-11-25T10:00:00Z', 'created'),
      entry(2, '2026-11-25T10:01:01Z', 'restored'),
    ]);
    expect(groups).toHaveLength(2);
  });
});
