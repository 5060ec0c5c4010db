import { describe, expect, it } from 'vitest';
import type { CardActivity, CardComment } from '@/api/types';
import { COMMENT_PAGE, visibleCount } from './thread-window';
import { timelineOf } from './timeline';

const comment = (id: number, at: string): CardComment => ({
  id,
  card_id: 12,
  user: { id: 2, name: 'Eli Editor', avatar_url: null, deleted: false },
  content: null,
  created_at: at,
  updated_at: at,
  edited: false,
});

const activity = (id: number, at: string, kind: CardActivity['kind']): CardActivity => ({
  id,
  at,
  kind,
  data: {},
  actor: { id: id, name: `Person ${id}` },
});

describe('timelineOf', () => {
  const comments = [comment(1, '2026-11-25T10:00:00Z'), comment(2, '2026-11-25T12:00:00Z')];
  const log = [
    activity(3, '2026-11-25T13:00:00Z', 'archived'),
    activity(2, '2026-11-25T12:00:00Z', 'commented'),
    activity(1, '2026-11-25T11:00:00Z', 'renamed'),
  ];

  it('filters by the mode: comments, activity, or both interleaved by time', () => {
    expect(timelineOf('comments', comments, log).map((e) => e.key)).toEqual([
      'comment-1',
      'comment-2',
    ]);
    expect(timelineOf('activity', comments, log).map((e) => e.key)).toEqual([
      'activity-1',
      'activity-2',
      'activity-3',
    ]);
    // "commented" is the comment itself in "All".
    expect(timelineOf('all', comments, log).map((e) => e.key)).toEqual([
      'comment-1',
      'activity-1',
      'comment-2',
      'activity-3',
    ]);
  });
});

describe('visibleCount', () => {
  it('renders the newest page, whole pages more on request, and enough to reach an anchor', () => {
    expect(visibleCount(10, COMMENT_PAGE, -1)).toBe(10);
    expect(visibleCount(1000, COMMENT_PAGE, -1)).toBe(30);
    expect(visibleCount(1000, 60, -1)).toBe(60);
    // The anchor is the 900th from the end: 30 pages.
    expect(visibleCount(1000, COMMENT_PAGE, 100)).toBe(900);
    expect(visibleCount(1000, COMMENT_PAGE, 0)).toBe(1000);
    expect(visibleCount(1000, COMMENT_PAGE, 990)).toBe(30);
  });
});
