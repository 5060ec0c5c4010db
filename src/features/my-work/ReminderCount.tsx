import { useEffect, useMemo } from 'react';
import { remindersOf } from './reminders';
import { useReadReminderKeys } from './reminders-read';
import { useReminderSettings } from './reminder-settings';
import { useCachedMyCards } from './use-cached-my-cards';
import { useNow } from './use-now';
import { ReminderNotifier } from './ReminderNotifier';

/**
 * Tells the header's unread count how many reminders (due soon, overdue) I have not read, of
 * the boards read so far in this session (no board is read for it); runs the browser
 * notifications once opted in.
 */
export function ReminderCount({ onCount }: { onCount: (unread: number) => void }) {
  const cards = useCachedMyCards();
  const now = useNow();
  const { leadMinutes } = useReminderSettings();
  const read = useReadReminderKeys();
  const unread = useMemo(
    () =>
      remindersOf(cards, now, leadMinutes * 60_000).filter((reminder) => !read.has(reminder.key))
        .length,
    [cards, now, leadMinutes, read],
  );
  useEffect(() => onCount(unread), [onCount, unread]);
  // The header is on every page: the notifier runs from here, in whichever tab leads.
  return <ReminderNotifier />;
}
