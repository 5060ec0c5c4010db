import { useId, useState } from 'react';
import { Button } from '@/components/Button';
import { t } from '@/lib/i18n/translate';
import { downloadMyCalendar } from './my-calendar';
import type { MyCard } from './my-cards';
import type { MyItem } from './my-items';
import { LEAD_CHOICES, saveReminderSettings, useReminderSettings } from './reminder-settings';
import styles from './MyWork.module.css';

function leadLabel(minutes: number): string {
  if (minutes >= 1440) return t('reminders.lead.day', '1 day before');
  if (minutes >= 60) {
    return t('reminders.lead.hours', '{hours} h before', { hours: minutes / 60 });
  }
  return t('reminders.lead.minutes', '{minutes} min before', { minutes });
}

/**
 * Reminders and calendar, on My work: browser notifications asked for here, in context (the
 * permission prompt comes from this checkbox, never at load), the lead time, quiet hours, and
 * the .ics download of my dated cards and checklist items.
 */
export function ReminderSettingsPanel({
  cards,
  items,
}: {
  cards: readonly MyCard[];
  items: readonly MyItem[];
}) {
  const ids = useId();
  const settings = useReminderSettings();
  const [problem, setProblem] = useState<string | null>(null);

  const setNotify = async (on: boolean) => {
    setProblem(null);
    if (!on) {
      saveReminderSettings({ notify: false });
      return;
    }
    if (typeof Notification === 'undefined') {
      setProblem(t('reminders.unsupported', 'This browser cannot show notifications.'));
      return;
    }
    const permission = await Notification.requestPermission();
    if (permission === 'granted') saveReminderSettings({ notify: true });
    else {
      setProblem(
        t(
          'reminders.blocked',
          "Notifications are blocked for this site: allow them in the browser's site settings.",
        ),
      );
    }
  };

  return (
    <details className={styles.settings}>
      <summary>{t('reminders.settings', 'Reminders and calendar')}</summary>
      <div className={styles.settingsBody}>
        <label className={styles.checkRow}>
          <input
            type="checkbox"
            checked={settings.notify}
            aria-describedby={problem ? `${ids}-problem` : undefined}
            onChange={(event) => void setNotify(event.target.checked)}
          />
          {t('reminders.notify', 'Notify me in this browser shortly before a card of mine is due')}
        </label>
        {problem ? (
          <p id={`${ids}-problem`} role="alert" className={styles.problem}>
            {problem}
          </p>
        ) : null}
        <div className={styles.filters}>
          <label htmlFor={`${ids}-lead`}>{t('reminders.lead', 'Remind me')}</label>
          <select
            id={`${ids}-lead`}
            className={styles.select}
            value={settings.leadMinutes}
            onChange={(event) => saveReminderSettings({ leadMinutes: Number(event.target.value) })}
          >
            {LEAD_CHOICES.map((minutes) => (
              <option key={minutes} value={minutes}>
                {leadLabel(minutes)}
              </option>
            ))}
          </select>
          <label htmlFor={`${ids}-quiet-from`}>{t('reminders.quietFrom', 'Quiet from')}</label>
          <input
            id={`${ids}-quiet-from`}
            type="time"
            className={styles.dateInput}
            value={settings.quietFrom ?? ''}
            onChange={(event) => saveReminderSettings({ quietFrom: event.target.value || null })}
          />
          <label htmlFor={`${ids}-quiet-to`}>{t('reminders.quietTo', 'to')}</label>
          <input
            id={`${ids}-quiet-to`}
            type="time"
            className={styles.dateInput}
            value={settings.quietTo ?? ''}
            onChange={(event) => saveReminderSettings({ quietTo: event.target.value || null })}
          />
        </div>
        <Button
          size="sm"
          onClick={() =>
            downloadMyCalendar(cards, items, {
              name: t('myWork.title', 'My work'),
              alarmMinutes: settings.leadMinutes,
            })
          }
        >
          {t('reminders.ics', 'Download my due dates (.ics)')}
        </Button>
      </div>
    </details>
  );
}
