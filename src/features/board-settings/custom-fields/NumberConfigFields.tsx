import { TextField } from '@/components/TextField';
import { LIMITS } from '@/domain/limits';
import styles from '../shared/Settings.module.css';
import type { ConfigEditorProps } from './config-editor-props';
import type { CustomFieldDraft } from './custom-field-draft';
import { t } from '@/lib/i18n/translate';
import { lengthHint } from '../shared/length-hint';

type NumberConfig = CustomFieldDraft['number'];

const WIRE_KEYS: Record<keyof NumberConfig, string> = {
  min: 'config.min',
  max: 'config.max',
  decimals: 'config.decimals',
  unit: 'config.unit',
};

/** Number: minimum, maximum (≥ minimum), decimals (0..10) and a unit (≤16). */
export function NumberConfigFields({ draft, change, errorAt }: ConfigEditorProps) {
  const field = (key: keyof NumberConfig, label: string, hint?: string, numeric = true) => (
    <TextField
      label={label}
      inputMode={numeric ? 'decimal' : undefined}
      value={draft.number[key]}
      onChange={(event) => {
        const value = event.target.value;
        change((d) => ({ ...d, number: { ...d.number, [key]: value } }), WIRE_KEYS[key]);
      }}
      hint={hint}
      error={errorAt(WIRE_KEYS[key])}
    />
  );
  const decimals = LIMITS.numberDecimals;
  const unit = LIMITS.numberUnit;
  return (
    <>
      <div className={styles.row}>
        {field('min', t('settings.fields.min', 'Minimum (optional)'))}
        {field(
          'max',
          t('settings.fields.max', 'Maximum (optional)'),
          t('settings.fields.maxHint', 'At least the minimum'),
        )}
      </div>
      <div className={styles.row}>
        {field(
          'decimals',
          t('settings.fields.decimals', 'Decimal places (optional)'),
          t('settings.fields.decimalsHint', '{min} to {max}', {
            min: decimals.min,
            max: decimals.max,
          }),
        )}
        {field(
          'unit',
          t('settings.fields.unit', 'Unit (optional)'),
          lengthHint(draft.number.unit.length, unit.max),
          false,
        )}
      </div>
    </>
  );
}
