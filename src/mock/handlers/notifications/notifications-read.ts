import { iso } from '../../db/store';
import { invalid } from '../../http/errors';
import { ok, userRoute } from '../../http/route';
import { v, validate } from '../../http/validate';

const SHAPE = { ids: v.array(v.integer().required()), all: v.boolean() };

/**
 * POST /notifications/read (extension, any user): `{ids}` or `{all: true}` marks the caller's
 * unread notifications read; ids of other users' notifications are ignored, and one already
 * read keeps its `read_at`. Answers how many were newly marked: `{updated: n}`.
 */
export const readNotificationsRoute = userRoute('post', '/notifications/read', (ctx) => {
  const input = validate(ctx.body, SHAPE);
  const everything = input.all === true;
  // `[]` counts as absent (Laravel's `required`): marking nothing is a mistake, not a no-op.
  if (!everything && (input.ids ?? []).length === 0) {
    throw invalid('ids', 'The ids field is required when all is not present.');
  }
  const wanted = new Set(input.ids ?? []);
  let updated = 0;
  for (const notification of ctx.db.notifications) {
    if (notification.user_id !== ctx.user.id || notification.read_at != null) continue;
    if (!everything && !wanted.has(notification.id)) continue;
    notification.read_at = iso(ctx.now);
    updated += 1;
  }
  return ok({ updated });
});
