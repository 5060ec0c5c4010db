import { useState, type FormEvent } from 'react';
import { fieldError } from '@/api/http/errors';
import { Button } from '@/components/Button';
import { TextField } from '@/components/TextField';
import { LIMITS } from '@/domain/limits';
import { ActionError } from '../shared/ActionError';
import { actionErrorMessage, isRetryable } from '../shared/action-error';
import { FormField } from '../shared/FormField';
import styles from '../shared/Settings.module.css';
import { TagColorField } from './TagColorField';
import { TAG_FIELD_KEYS, validateTag, type TagValues } from './tag-values';
import { t } from '@/lib/i18n/translate';
import { lengthHint } from '../shared/length-hint';

interface TagFormProps {
  label: string;
  initial: TagValues;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (values: TagValues) => void;
  onCancel?: () => void;
}

/** Name, color and description of a tag, checked as typed; the server's errors at the fields. */
export function TagForm(props: TagFormProps) {
  const { initial, pending, error } = props;
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof TagValues, boolean>>>({});
  const errors = validateTag(values);
  const shown = (key: keyof TagValues) => (touched[key] ? errors[key] : undefined);
  const set = (key: keyof TagValues, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setTouched((current) => ({ ...current, [key]: true }));
  };

  function send(): void {
    setTouched({ name: true, color: true, description: true });
    if (Object.keys(validateTag(values)).length === 0) props.onSubmit(values);
  }
  function submit(event: FormEvent): void {
    event.preventDefault();
    send();
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={props.label}>
      <TextField
        label={t('settings.tags.name', 'Tag name')}
        value={values.name}
        onChange={(event) => set('name', event.target.value)}
        hint={t('settings.tags.nameHint', '{length}/{max} characters, at least {min}', {
          length: values.name.trim().length,
          max: LIMITS.tagName.max,
          min: LIMITS.tagName.min,
        })}
        error={shown('name') ?? fieldError(error, 'name')}
        required
      />
      <TagColorField
        value={values.color}
        onChange={(color) => set('color', color)}
        error={shown('color') ?? fieldError(error, 'color')}
      />
      <FormField
        label={t('settings.tags.description', 'Tag description (optional)')}
        hint={lengthHint(values.description.trim().length, LIMITS.tagDescription.max)}
        error={shown('description') ?? fieldError(error, 'description')}
      >
        {(control) => (
          <textarea
            {...control}
            className={styles.control}
            rows={2}
            value={values.description}
            onChange={(event) => set('description', event.target.value)}
          />
        )}
      </FormField>
      <ActionError
        message={actionErrorMessage(error, TAG_FIELD_KEYS)}
        onRetry={isRetryable(error) ? send : undefined}
      />
      <div className={styles.actions}>
        {props.onCancel ? (
          <Button onClick={props.onCancel}>{t('common.cancel', 'Cancel')}</Button>
        ) : null}
        <Button type="submit" variant="primary" disabled={pending}>
          {pending ? t('common.saving', 'Saving…') : props.submitLabel}
        </Button>
      </div>
    </form>
  );
}
