import { useId, useState, type FormEvent } from 'react';
import { useUpdateNotificationPreferences } from '@/sync/writes/boards.write';
import { fieldError } from '@/api/http/errors';
import { isKnown } from '@/api/schemas/primitives';
import type { NotificationPreferences } from '@/api/types';
import { Button } from '@/components/Button';
import { NOTIFICATION_MODES, type NotificationMode } from '@/domain/enums';
import { ActionError } from '../shared/ActionError';
import { actionErrorMessage, isRetryable } from '../shared/action-error';
import styles from '../shared/Settings.module.css';
import { NOTIFICATION_MODE_TEXT } from './notification-modes';
import { boardWriteScope } from '@/sync/queue/write-scope';
import { t } from '@/lib/i18n/translate';

const FIELD_KEYS = ['notification_mode', 'is_notified_through_app', 'is_notified_through_email'];

interface NotificationPreferencesFormProps {
  boardId: number;
  initial: NotificationPreferences;
}

/** My notification mode and channels on this board, saved with the `myself` endpoint. */
export function NotificationPreferencesForm({
  boardId,
  initial,
}: NotificationPreferencesFormProps) {
  const name = useId();
  const [mode, setMode] = useState<NotificationMode>(
    isKnown(NOTIFICATION_MODES, initial.notification_mode) ? initial.notification_mode : 'all',
  );
  const [inApp, setInApp] = useState(initial.is_notified_through_app);
  const [byEmail, setByEmail] = useState(initial.is_notified_through_email);
  const update = useUpdateNotificationPreferences({ scope: boardWriteScope(boardId) });
  const modeError = fieldError(update.error, 'notification_mode');

  function save(): void {
    update.mutate({
      boardId,
      changes: {
        notification_mode: mode,
        is_notified_through_app: inApp,
        is_notified_through_email: byEmail,
      },
    });
  }
  function submit(event: FormEvent): void {
    event.preventDefault();
    save();
  }

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      aria-label={t('settings.notify.form', 'My notification preferences')}
    >
      <fieldset
        className={styles.fieldset}
        aria-invalid={modeError ? true : undefined}
        aria-describedby={modeError ? `${name}-error` : undefined}
      >
        <legend>{t('settings.notify.about', 'Notify me about')}</legend>
        {NOTIFICATION_MODES.map((value) => (
          <label key={value} className={styles.option}>
            <input
              type="radio"
              name={name}
              value={value}
              checked={mode === value}
              onChange={() => setMode(value)}
            />
            <span>
              <strong>{NOTIFICATION_MODE_TEXT[value]().label}</strong>:{' '}
              {NOTIFICATION_MODE_TEXT[value]().meaning}
            </span>
          </label>
        ))}
        {modeError ? (
          <p id={`${name}-error`} className={styles.error} role="alert">
            {modeError}
          </p>
        ) : null}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{t('settings.notify.deliver', 'Deliver them')}</legend>
        <label className={styles.option}>
          <input type="checkbox" checked={inApp} onChange={(e) => setInApp(e.target.checked)} />
          {t('settings.notify.inApp', 'In the app (your inbox)')}
        </label>
        <label className={styles.option}>
          <input type="checkbox" checked={byEmail} onChange={(e) => setByEmail(e.target.checked)} />
          {t('settings.notify.email', 'By e-mail')}
        </label>
      </fieldset>
      <ActionError
        message={actionErrorMessage(update.error, FIELD_KEYS)}
        onRetry={isRetryable(update.error) ? save : undefined}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" disabled={update.isPending}>
          {update.isPending
            ? t('common.saving', 'Saving…')
            : t('settings.notify.save', 'Save notification preferences')}
        </Button>
        {update.isSuccess ? (
          <span role="status" className={styles.hint}>
            {t('settings.saved', 'Saved.')}
          </span>
        ) : null}
      </div>
    </form>
  );
}
