import type { CardComment } from '@/api/types';

/** How the author is named: a removed user (gone, or soft-deleted) is said to be removed. */
export function authorName(
  comment: Pick<CardComment, 'user'>,
  removedUserIds: ReadonlySet<number>,
): string {
  const user = comment.user;
  if (!user) return 'Removed user';
  const name = user.name || `User ${user.id}`;
  return user.deleted || removedUserIds.has(user.id) ? `${name} (removed)` : name;
}
