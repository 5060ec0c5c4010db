import { useId } from 'react';
import { colorName } from '@/domain/color-names';
import { COLUMN_COLORS } from '@/domain/palettes';
import settings from '../shared/Settings.module.css';
import styles from './Tags.module.css';
import { t } from '@/lib/i18n/translate';

interface TagColorFieldProps {
  value: string;
  onChange: (color: string) => void;
  error: string | undefined;
}

/** Any #rrggbb through the color input, or one click on a palette swatch. */
export function TagColorField({ value, onChange, error }: TagColorFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset
      className={settings.fieldset}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend>{t('column.form.color', 'Color')}</legend>
      <div className={styles.colors}>
        <label htmlFor={id} className={styles.customColor}>
          {t('settings.tags.customColor', 'Custom color')}
          <input
            id={id}
            type="color"
            value={value}
            onChange={(event) => onChange(event.target.value.toLowerCase())}
          />
        </label>
        {COLUMN_COLORS.map((color) => {
          const label = colorName(color);
          return (
            <label key={color} className={styles.swatch} title={label}>
              <input
                type="radio"
                name={`${id}-palette`}
                checked={value === color}
                onChange={() => onChange(color)}
                aria-label={label}
              />
              <span className={styles.dot} style={{ background: color }} aria-hidden="true" />
            </label>
          );
        })}
        <code className={styles.code}>{value}</code>
      </div>
      {error ? (
        <p id={errorId} className={settings.error} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
