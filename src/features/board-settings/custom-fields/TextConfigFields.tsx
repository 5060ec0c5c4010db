import { TextField } from '@/components/TextField';
import { LIMITS } from '@/domain/limits';
import styles from '../shared/Settings.module.css';
import type { ConfigEditorProps } from './config-editor-props';
import type { CustomFieldDraft } from './custom-field-draft';
import { t } from '@/lib/i18n/translate';
import { lengthHint } from '../shared/length-hint';

type TextConfig = CustomFieldDraft['text'];

/** Text: multiline, max length (1..10,000), placeholder (≤255) and a default value. */
export function TextConfigFields({ draft, change, errorAt }: ConfigEditorProps) {
  const set = <K extends keyof TextConfig>(key: K, value: TextConfig[K], wireKey: string) =>
    change((d) => ({ ...d, text: { ...d.text, [key]: value } }), wireKey);
  const maxLength = LIMITS.textFieldMaxLength;
  const placeholder = LIMITS.textFieldPlaceholder;
  return (
    <>
      <label className={styles.option}>
        <input
          type="checkbox"
          checked={draft.text.multiline}
          onChange={(event) => set('multiline', event.target.checked, 'config.multiline')}
        />
        Several lines (multiline)
      </label>
      <TextField
        label={t('settings.fields.maxLength', 'Maximum length (optional)')}
        inputMode="numeric"
        value={draft.text.maxLength}
        onChange={(event) => set('maxLength', event.target.value, 'config.max_length')}
        hint={t('settings.fields.maxLengthHint', 'A whole number from {min} to {max}', {
          min: maxLength.min,
          max: maxLength.max,
        })}
        error={errorAt('config.max_length')}
      />
      <TextField
        label={t('settings.fields.placeholder', 'Placeholder (optional)')}
        value={draft.text.placeholder}
        onChange={(event) => set('placeholder', event.target.value, 'config.placeholder')}
        hint={lengthHint(draft.text.placeholder.length, placeholder.max)}
        error={errorAt('config.placeholder')}
      />
      <TextField
        label={t('settings.fields.default', 'Default value (optional)')}
        value={draft.text.defaultValue}
        onChange={(event) => set('defaultValue', event.target.value, 'config.default_value')}
        error={errorAt('config.default_value')}
      />
    </>
  );
}
