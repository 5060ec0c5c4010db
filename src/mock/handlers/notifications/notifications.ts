import { ok, userRoute, type MockRoute } from '../../http/route';
import { notificationJson } from './notification-json';
import { readNotificationsRoute } from './notifications-read';

/** Extension: the caller's in-app inbox, newest first, and marking it read. */
export const notificationHandlers: MockRoute[] = [
  userRoute('get', '/notifications', (ctx) => {
    const mine = ctx.db.notifications
      .filter((n) => n.user_id === ctx.user.id)
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
    return ok(mine.map((n) => notificationJson(ctx.db, n)));
  }),
  readNotificationsRoute,
];
