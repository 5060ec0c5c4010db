import type { CreateCustomFieldInput, CustomFieldConfigInput } from '@/api/endpoints/custom-fields';
import { validateCustomFieldConfig } from '@/domain/custom-fields';
import type { CustomFieldType } from '@/domain/enums';
import { LIMITS } from '@/domain/limits';
import { t } from '@/lib/i18n/translate';

export interface OptionDraft {
  /** Stable React key; never sent (the server generates option ids). */
  key: number;
  label: string;
  color: string;
}

/** Everything the create form holds, as typed: numbers stay strings until sent. */
export interface CustomFieldDraft {
  name: string;
  type: CustomFieldType;
  description: string;
  required: boolean;
  text: { multiline: boolean; maxLength: string; placeholder: string; defaultValue: string };
  number: { min: string; max: string; decimals: string; unit: string };
  options: OptionDraft[];
  checkboxDefault: boolean;
  includeTime: boolean;
  multiple: boolean;
}

/** Errors by server key: `name`, `description`, `config.max_length`, `config.options.0.label`. */
export type DraftErrors = Record<string, string>;

const OPTION_COLORS = ['#3b82f6', '#22c55e', '#f59e0b', '#ef4444', '#8b5cf6', '#6b7280'];

let nextOptionKey = 1;
export function newOption(index: number): OptionDraft {
  return {
    key: nextOptionKey++,
    label: '',
    color: OPTION_COLORS[index % OPTION_COLORS.length] ?? '#6b7280',
  };
}

export function newDraft(): CustomFieldDraft {
  return {
    name: '',
    type: 'text',
    description: '',
    required: false,
    text: { multiline: false, maxLength: '', placeholder: '', defaultValue: '' },
    number: { min: '', max: '', decimals: '', unit: '' },
    options: [newOption(0)],
    checkboxDefault: false,
    includeTime: false,
    multiple: false,
  };
}

/** A typed number: '' is absent, anything else must parse (NaN otherwise, caught below). */
function parsed(value: string): number | undefined {
  return value.trim() === '' ? undefined : Number(value.trim());
}

function withDefined(entries: Record<string, unknown>): CustomFieldConfigInput {
  return Object.fromEntries(
    Object.entries(entries).filter(([, value]) => value !== undefined && value !== ''),
  ) as CustomFieldConfigInput;
}

/** The config the draft sends for its type; keys of other types are never sent. */
export function configOf(draft: CustomFieldDraft): CustomFieldConfigInput {
  switch (draft.type) {
    case 'text':
      return withDefined({
        multiline: draft.text.multiline || undefined,
        max_length: parsed(draft.text.maxLength),
        placeholder: draft.text.placeholder,
        default_value: draft.text.defaultValue,
      });
    case 'number':
      return withDefined({
        min: parsed(draft.number.min),
        max: parsed(draft.number.max),
        decimals: parsed(draft.number.decimals),
        unit: draft.number.unit,
      });
    case 'select':
      return { options: draft.options.map(({ label, color }) => ({ label: label.trim(), color })) };
    case 'checkbox':
      return { default_value: draft.checkboxDefault };
    case 'date':
      return { include_time: draft.includeTime };
    case 'person':
      return { multiple: draft.multiple };
  }
}

function plainMessage(key: string, message: string): string {
  // The shared rules name the wire key ("The config.options.0.label field ..."): say "This field".
  return message.replace(`The ${key} field`, 'This field').replace(/ config\.\w+/, ' the minimum');
}

/** The spec's limits, checked as the user types, keyed as the server keys its 422 errors. */
export function validateDraft(draft: CustomFieldDraft): DraftErrors {
  const errors: DraftErrors = {};
  const name = draft.name.trim();
  const { min, max } = LIMITS.customFieldName;
  if (name.length < min || name.length > max)
    errors.name = t('settings.tags.nameLength', 'The name must be {min} to {max} characters.', {
      min,
      max,
    });
  if (draft.description.trim().length > LIMITS.customFieldDescription.max) {
    errors.description = t(
      'settings.details.descriptionTooLong',
      'The description must be at most {max} characters.',
      { max: LIMITS.customFieldDescription.max },
    );
  }
  const config = configOf(draft);
  for (const [key, value] of Object.entries(config)) {
    if (typeof value === 'number' && Number.isNaN(value))
      errors[`config.${key}`] = t('settings.fields.enterNumber', 'Enter a number.');
  }
  for (const [key, messages] of Object.entries(validateCustomFieldConfig(draft.type, config))) {
    const first = messages[0];
    if (first && !errors[key]) errors[key] = plainMessage(key, first);
  }
  return errors;
}

export function inputOf(draft: CustomFieldDraft): CreateCustomFieldInput {
  const description = draft.description.trim();
  return {
    name: draft.name.trim(),
    type: draft.type,
    description: description === '' ? null : description,
    is_required: draft.required,
    config: configOf(draft),
  };
}
