import type { CardActivity, CardComment } from '@/api/types';
import { groupActivity, type ActivityGroup } from './activity/group-activity';

export type TimelineEntry =
  | { kind: 'comment'; key: string; comment: CardComment }
  | { kind: 'activity'; key: string; group: ActivityGroup };

export type TimelineMode = 'comments' | 'activity' | 'all';

const commentEntry = (comment: CardComment): TimelineEntry => ({
  kind: 'comment',
  key: `comment-${comment.id}`,
  comment,
});

const activityEntry = (group: ActivityGroup): TimelineEntry => ({
  kind: 'activity',
  key: `activity-${group.key}`,
  group,
});

const timeOf = (iso: string | null) => (iso ? Date.parse(iso) || 0 : 0);

/**
 * What the thread shows, oldest first: the comments, the activity grouped, or both interleaved
 * by time. In "All" a `commented` entry is left out: the comment itself is there.
 */
export function timelineOf(
  mode: TimelineMode,
  comments: readonly CardComment[],
  activity: readonly CardActivity[],
): TimelineEntry[] {
  if (mode === 'comments') return comments.map(commentEntry);
  if (mode === 'activity') return groupActivity(activity).map(activityEntry);
  const groups = groupActivity(activity.filter((entry) => entry.kind !== 'commented'));
  const merged: TimelineEntry[] = [];
  let g = 0;
  for (const comment of comments) {
    while (g < groups.length && timeOf(groups[g]?.at ?? null) <= timeOf(comment.created_at)) {
      merged.push(activityEntry(groups[g] as ActivityGroup));
      g += 1;
    }
    merged.push(commentEntry(comment));
  }
  for (; g < groups.length; g += 1) merged.push(activityEntry(groups[g] as ActivityGroup));
  return merged;
}
