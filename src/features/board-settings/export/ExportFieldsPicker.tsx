import { useEffect, useRef } from 'react';
import styles from '../shared/Settings.module.css';
import local from './Export.module.css';
import { ALL_EXPORT_FIELDS, EXPORT_FIELDS, type ExportFieldName } from './export-fields';
import { t } from '@/lib/i18n/translate';

interface ExportFieldsPickerProps {
  chosen: ReadonlySet<ExportFieldName>;
  onChange: (chosen: Set<ExportFieldName>) => void;
  error: string | undefined;
}

/** Every card attribute as a checkbox, with "All fields" (mixed when some are chosen). */
export function ExportFieldsPicker({ chosen, onChange, error }: ExportFieldsPickerProps) {
  const all = chosen.size === ALL_EXPORT_FIELDS.length;
  const some = chosen.size > 0 && !all;
  const allRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (allRef.current) allRef.current.indeterminate = some;
  }, [some]);
  const toggle = (name: ExportFieldName, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(name);
    else next.delete(name);
    onChange(next);
  };
  return (
    <fieldset className={styles.fieldset} aria-invalid={error ? true : undefined}>
      <legend>{t('settings.export.fields', 'Fields')}</legend>
      <label className={styles.option}>
        <input
          ref={allRef}
          type="checkbox"
          checked={all}
          onChange={(event) => onChange(new Set(event.target.checked ? ALL_EXPORT_FIELDS : []))}
        />
        {t('settings.export.allFields', 'All fields')}
      </label>
      <div className={local.fields}>
        {EXPORT_FIELDS.map((field) => (
          <label key={field.name} className={styles.option}>
            <input
              type="checkbox"
              checked={chosen.has(field.name)}
              onChange={(event) => toggle(field.name, event.target.checked)}
            />
            {field.label()}
          </label>
        ))}
      </div>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
