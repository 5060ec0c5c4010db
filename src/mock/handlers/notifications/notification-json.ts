import { userById } from '../../db/queries';
import type { Db, NotificationRecord } from '../../db/types';
import { userSummaryJson } from '../members/user-json';

/** An inbox entry; `comment_id` names the comment a mention was made in (null otherwise). */
export function notificationJson(db: Db, notification: NotificationRecord) {
  const { actor_id, user_id: _userId, comment_id, ...rest } = notification;
  const actor = userById(db, actor_id);
  return { ...rest, comment_id: comment_id ?? null, actor: actor ? userSummaryJson(actor) : null };
}
