import { useEffect, useMemo, useState } from 'react';
import { whenIdle } from '@/lib/when-idle';
import { Link } from 'wouter';
import { Button } from '@/components/Button';
import { formatDate } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/translate';
import { paths } from '@/paths';
import { remindersOf, type Reminder } from './reminders';
import { markRemindersRead, useReadReminderKeys } from './reminders-read';
import { useReminderSettings } from './reminder-settings';
import { BoardReader, useMyWork } from './use-my-work';
import { useNow } from './use-now';
import styles from './MyWork.module.css';

/**
 * The inbox's reminders: my cards overdue or due within the lead time, across every board I
 * can see (read as My work reads them), computed here, not sent by the server. Each can be
 * marked read (kept in this browser).
 */
export function DueReminders() {
  const work = useMyWork();
  const now = useNow();
  const { leadMinutes } = useReminderSettings();
  const read = useReadReminderKeys();
  const reminders = useMemo(
    () => remindersOf(work.cards, now, leadMinutes * 60_000),
    [work.cards, now, leadMinutes],
  );
  const unread = reminders.filter((reminder) => !read.has(reminder.key));
  const userId = work.userId;
  // The boards are read once the inbox itself is shown: its notifications come first.
  const [reading, setReading] = useState(false);
  useEffect(() => whenIdle(() => setReading(true)), []);
  return (
    <>
      {reading && userId !== undefined
        ? work.boardsToRead.map((board) => (
            <BoardReader key={board.id} boardId={board.id} userId={userId} onRead={work.onRead} />
          ))
        : null}
      {reminders.length > 0 ? (
        <section aria-labelledby="due-reminders-title" className={styles.reminders}>
          <div className={styles.header}>
            <h2 id="due-reminders-title" className={styles.groupTitle}>
              {t('reminders.title', 'Due dates')}
            </h2>
            <Button
              size="sm"
              disabled={unread.length === 0}
              onClick={() => markRemindersRead(unread.map((reminder) => reminder.key))}
            >
              {t('reminders.markAllRead', 'Mark reminders read')}
            </Button>
          </div>
          <ul className={styles.list}>
            {reminders.map((reminder) => (
              <ReminderRow
                key={reminder.key}
                reminder={reminder}
                unread={!read.has(reminder.key)}
              />
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

function ReminderRow({ reminder, unread }: { reminder: Reminder; unread: boolean }) {
  const { item, due } = reminder;
  const name = `#${item.card.number}`;
  const when = formatDate(due, 'dateTime');
  return (
    <li className={styles.row} data-unread={unread || undefined}>
      <p className={styles.reminderLine}>
        {unread ? <span className="visually-hidden">{t('inbox.unread', 'Unread: ')}</span> : null}
        <span className={styles.reason}>
          {reminder.kind === 'overdue'
            ? t('reminders.overdue', 'Overdue')
            : t('reminders.dueSoon', 'Due soon')}
        </span>{' '}
        <Link
          href={paths.card.href(item.boardId, item.card.id)}
          onClick={() => markRemindersRead([reminder.key])}
        >
          {name} <bdi>{item.card.title}</bdi>
        </Link>{' '}
        <span className={styles.muted}>
          {reminder.kind === 'overdue'
            ? t('myWork.dueOverdue', 'Was due {when}', { when })
            : t('myWork.due', 'Due {when}', { when })}
          {' · '}
          <bdi>{item.boardName}</bdi>
        </span>
      </p>
      {unread ? (
        <Button
          size="sm"
          variant="ghost"
          aria-label={t('reminders.markRead.name', 'Mark read: {name}', { name })}
          onClick={() => markRemindersRead([reminder.key])}
        >
          {t('inbox.markRead', 'Mark read')}
        </Button>
      ) : null}
    </li>
  );
}
