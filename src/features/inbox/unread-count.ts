import type { Notification } from '@/api/types';

/** How many notifications are unread. */
export const unreadCount = (notifications: readonly Notification[] | undefined) =>
  (notifications ?? []).filter((notification) => notification.read_at == null).length;
