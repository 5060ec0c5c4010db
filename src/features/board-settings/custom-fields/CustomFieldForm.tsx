import { useState, type FormEvent } from 'react';
import { fieldError, isApiError } from '@/api/http/errors';
import { Button } from '@/components/Button';
import { TextField } from '@/components/TextField';
import { CUSTOM_FIELD_TYPES, isOneOf } from '@/domain/enums';
import { LIMITS } from '@/domain/limits';
import { ActionError } from '../shared/ActionError';
import { actionErrorMessage, isRetryable } from '../shared/action-error';
import { FormField } from '../shared/FormField';
import styles from '../shared/Settings.module.css';
import { newDraft, validateDraft, type CustomFieldDraft } from './custom-field-draft';
import { TYPE_LABELS } from './type-labels';
import { TypeConfigEditor } from './TypeConfigEditor';
import { t } from '@/lib/i18n/translate';
import { lengthHint } from '../shared/length-hint';

interface CustomFieldFormProps {
  pending: boolean;
  error: unknown;
  onSubmit: (draft: CustomFieldDraft) => void;
}

/** Server keys that have an input to show them at. */
const SHOWN_AT_INPUT =
  /^(name|type|description|config\.(max_length|placeholder|default_value|min|max|decimals|unit|options(\.\d+(\.(label|color))?)?))$/;

/** A key is shown once its input (or its group, for select options) was touched. */
function groupOf(key: string): string {
  return key.startsWith('config.options') ? 'config.options' : key;
}

/** Name, type, description, required flag and the type's config; checked as typed. */
export function CustomFieldForm({ pending, error, onSubmit }: CustomFieldFormProps) {
  const [draft, setDraft] = useState<CustomFieldDraft>(newDraft);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const errors = validateDraft(draft);
  const serverKeys = isApiError(error) ? Object.keys(error.fieldErrors) : [];

  const change = (update: (d: CustomFieldDraft) => CustomFieldDraft, key: string) => {
    setDraft(update);
    setTouched((current) => new Set(current).add(groupOf(key)));
  };
  const errorAt = (key: string): string | undefined =>
    (submitted || touched.has(groupOf(key)) ? errors[key] : undefined) ?? fieldError(error, key);

  function send(): void {
    setSubmitted(true);
    if (Object.keys(validateDraft(draft)).length === 0) onSubmit(draft);
  }
  function submit(event: FormEvent): void {
    event.preventDefault();
    send();
  }

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={t('settings.fields.new', 'New custom field')}
    >
      <TextField
        label={t('settings.fields.name', 'Field name')}
        value={draft.name}
        onChange={(event) => {
          const name = event.target.value;
          change((d) => ({ ...d, name }), 'name');
        }}
        hint={lengthHint(draft.name.trim().length, LIMITS.customFieldName.max)}
        error={errorAt('name')}
        required
      />
      <FormField label={t('settings.fields.type', 'Type')} error={errorAt('type')}>
        {(control) => (
          <select
            {...control}
            className={styles.control}
            value={draft.type}
            onChange={(event) => {
              const type = event.target.value;
              if (isOneOf(CUSTOM_FIELD_TYPES, type)) change((d) => ({ ...d, type }), 'type');
            }}
          >
            {CUSTOM_FIELD_TYPES.map((type) => (
              <option key={type} value={type}>
                {TYPE_LABELS[type]()}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        label={t('settings.fields.description', 'Description (optional)')}
        hint={lengthHint(draft.description.trim().length, LIMITS.customFieldDescription.max)}
        error={errorAt('description')}
      >
        {(control) => (
          <textarea
            {...control}
            className={styles.control}
            rows={2}
            value={draft.description}
            onChange={(event) => {
              const description = event.target.value;
              change((d) => ({ ...d, description }), 'description');
            }}
          />
        )}
      </FormField>
      <label className={styles.option}>
        <input
          type="checkbox"
          checked={draft.required}
          onChange={(event) => {
            const required = event.target.checked;
            change((d) => ({ ...d, required }), 'is_required');
          }}
        />
        {t('settings.fields.requiredLabel', 'Required on every card')}
      </label>
      <TypeConfigEditor draft={draft} change={change} errorAt={errorAt} />
      <ActionError
        message={actionErrorMessage(
          error,
          serverKeys.filter((key) => SHOWN_AT_INPUT.test(key)),
        )}
        onRetry={isRetryable(error) ? send : undefined}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" disabled={pending}>
          {pending
            ? t('card.create.creating', 'Creating…')
            : t('settings.fields.create', 'Create field')}
        </Button>
      </div>
    </form>
  );
}
