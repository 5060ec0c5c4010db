import { useState, type FormEvent } from 'react';
import { Button } from '@/components/Button';
import { checkAgingThresholds } from '@/domain/card-aging';
import { saveAgingThresholds, useAgingThresholds } from '@/data/preferences/aging-thresholds';
import { FormField } from '../shared/FormField';
import styles from '../shared/Settings.module.css';
import { SettingsSection } from '../shared/SettingsSection';
import { t } from '@/lib/i18n/translate';

/**
 * When the board's untouched cards show as idle, then stale. Kept in this browser for this board
 * (the service has no field for it), so anyone may tune their own view.
 */
export function AgingSection({ boardId }: { boardId: number }) {
  const saved = useAgingThresholds(boardId);
  const [idle, setIdle] = useState(String(saved.idleDays));
  const [stale, setStale] = useState(String(saved.staleDays));
  const [errors, setErrors] = useState<{ idleDays?: string; staleDays?: string }>({});
  const [done, setDone] = useState(false);

  function submit(event: FormEvent): void {
    event.preventDefault();
    const checked = checkAgingThresholds(idle, stale);
    setErrors(checked.errors);
    setDone(checked.thresholds !== null);
    if (checked.thresholds) saveAgingThresholds(boardId, checked.thresholds);
  }

  return (
    <SettingsSection section="aging">
      <form
        className={styles.form}
        onSubmit={submit}
        aria-label={t('settings.aging', 'Card aging')}
        noValidate
      >
        <p className={styles.hint}>
          {t(
            'settings.aging.hint',
            'Cards nobody has changed for a while fade a little and say for how long; the Stale filter on the board lists them. These thresholds apply in this browser.',
          )}
        </p>
        <div className={styles.row}>
          <FormField label={t('settings.aging.idle', 'Idle after (days)')} error={errors.idleDays}>
            {(control) => (
              <input
                {...control}
                className={styles.control}
                inputMode="numeric"
                value={idle}
                onChange={(event) => setIdle(event.target.value)}
              />
            )}
          </FormField>
          <FormField
            label={t('settings.aging.stale', 'Stale after (days)')}
            error={errors.staleDays}
          >
            {(control) => (
              <input
                {...control}
                className={styles.control}
                inputMode="numeric"
                value={stale}
                onChange={(event) => setStale(event.target.value)}
              />
            )}
          </FormField>
        </div>
        <div className={styles.actions}>
          <Button type="submit" variant="primary">
            {t('settings.aging.save', 'Save card aging')}
          </Button>
          {done ? (
            <span role="status" className={styles.hint}>
              {t('settings.saved', 'Saved.')}
            </span>
          ) : null}
        </div>
      </form>
    </SettingsSection>
  );
}
