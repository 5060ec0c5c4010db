import { useId } from 'react';
import { colorName } from '@/domain/color-names';
import { COLUMN_COLORS, type ColumnColor } from '@/domain/palettes';
import styles from './ColumnForm.module.css';
import { t } from '@/lib/i18n/translate';

interface ColorSwatchesProps {
  value: ColumnColor | null;
  onChange: (color: ColumnColor | null) => void;
  error?: string | undefined;
}

/** The column palette as a radio group of swatches, each named for screen readers. */
export function ColorSwatches({ value, onChange, error }: ColorSwatchesProps) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset className={styles.swatches} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.label}>{t('column.form.color', 'Color')}</legend>
      <label className={styles.swatch} title={t('column.form.noColor', 'No color')}>
        <input
          type="radio"
          name={name}
          checked={value === null}
          onChange={() => onChange(null)}
          aria-label={t('column.form.noColor', 'No color')}
        />
        <span className={styles.swatchDot} data-none="" aria-hidden="true" />
      </label>
      {COLUMN_COLORS.map((color) => {
        const label = colorName(color);
        return (
          <label key={color} className={styles.swatch} title={label}>
            <input
              type="radio"
              name={name}
              value={color}
              checked={value === color}
              onChange={() => onChange(color)}
              aria-label={label}
            />
            <span className={styles.swatchDot} style={{ background: color }} aria-hidden="true" />
          </label>
        );
      })}
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
