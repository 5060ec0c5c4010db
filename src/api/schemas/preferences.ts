import { NOTIFICATION_MODES, VIEW_MODES } from '@/domain/enums';
import { enumValue, flag, nullableEnum, withDefaults } from './primitives';
import { object } from './shape';

/** Notification preferences of a member on a board (spec 2.9); defaults per CONTRACT.md 3. */
export const notificationPreferencesSchema = object({
  notification_mode: enumValue(NOTIFICATION_MODES, 'all'),
  is_notified_through_app: flag(true),
  is_notified_through_email: flag(false),
});

/** The caller's preferences on the board read. */
export const boardPreferencesSchema = object({
  view_mode: nullableEnum(VIEW_MODES),
  notification: withDefaults(notificationPreferencesSchema),
});
