import { TextField } from '@/components/TextField';
import { LIMITS } from '@/domain/limits';
import styles from '../shared/Settings.module.css';
import type { ConfigEditorProps } from './config-editor-props';
import type { CustomFieldDraft } from './custom-field-draft';

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
        {field('min', 'Minimum (optional)')}
        {field('max', 'Maximum (optional)', 'At least the minimum')}
      </div>
      <div className={styles.row}>
        {field('decimals', 'Decimal places (optional)', `${decimals.min} to ${decimals.max}`)}
        {field(
          'unit',
          'Unit (optional)',
          `${draft.number.unit.length}/${unit.max} characters`,
          false,
        )}
      </div>
    </>
  );
}
