// What other features may use of My work: the due reminders (the inbox shows them). Its
// `ReminderCount` stays a deep, lazy import (`inbox/UnreadCount.tsx`): through this index its
// chunk would carry the reminders list as well.
export { DueReminders } from './DueReminders';
