import type { CardComment } from '@/api/types';
import { t } from '@/lib/i18n/translate';

/** How the author is named: a removed user (gone, or soft-deleted) is said to be removed. */
export function authorName(
  comment: Pick<CardComment, 'user'>,
  removedUserIds: ReadonlySet<number>,
): string {
  const user = comment.user;
  if (!user) return t('comments.author.removedUser', 'Removed user');
  const name = user.name || t('comments.author.user', 'User {id}', { id: String(user.id) });
  return user.deleted || removedUserIds.has(user.id)
    ? t('comments.author.removed', '{name} (removed)', { name })
    : name;
}
