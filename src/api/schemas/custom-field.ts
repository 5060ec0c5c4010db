import { CUSTOM_FIELD_TYPES } from '@/domain/enums';
import type { SelectOption } from '@/domain/custom-fields';
import { isPlainObject } from '@/lib/json';
import {
  enumValue,
  flag,
  idSchema,
  int,
  nullableId,
  nullableText,
  text,
  timestamp,
  toFlagOrNull,
  toIntOrNull,
  toNumberOrNull,
  toTextOrNull,
} from './primitives';
import { object } from './shape';

/**
 * The union of the config keys of every field type (CONTRACT.md 3); each type uses its own
 * subset: text {multiline, max_length, placeholder, default_value}, number {min, max, decimals,
 * unit}, select {options}, checkbox {default_value}, date {include_time}, person {multiple}.
 * A key whose value has the wrong type is dropped.
 */
// A type alias, not an interface: it stays assignable to `Record<string, unknown>` (domain rules).
export type CustomFieldConfig = {
  multiline?: boolean;
  max_length?: number;
  placeholder?: string;
  default_value?: string | boolean;
  min?: number;
  max?: number;
  decimals?: number;
  unit?: string;
  options?: SelectOption[];
  include_time?: boolean;
  multiple?: boolean;
};

function toSelectOption(value: unknown): SelectOption | null {
  if (!isPlainObject(value)) return null;
  const label = toTextOrNull(value['label']);
  if (label === null) return null;
  return {
    id: toTextOrNull(value['id']) ?? '',
    label,
    color: toTextOrNull(value['color']) ?? '#6b7280',
  };
}

export function toCustomFieldConfig(value: unknown): CustomFieldConfig | null {
  if (!isPlainObject(value)) return null;
  const config: CustomFieldConfig = {};
  const setFlag = (key: 'multiline' | 'include_time' | 'multiple') => {
    const parsed = toFlagOrNull(value[key]);
    if (parsed !== null) config[key] = parsed;
  };
  setFlag('multiline');
  setFlag('include_time');
  setFlag('multiple');
  const maxLength = toIntOrNull(value['max_length']);
  if (maxLength !== null) config.max_length = maxLength;
  const decimals = toIntOrNull(value['decimals']);
  if (decimals !== null) config.decimals = decimals;
  const min = toNumberOrNull(value['min']);
  if (min !== null) config.min = min;
  const max = toNumberOrNull(value['max']);
  if (max !== null) config.max = max;
  if (typeof value['placeholder'] === 'string') config.placeholder = value['placeholder'];
  if (typeof value['unit'] === 'string') config.unit = value['unit'];
  const defaultValue = value['default_value'];
  if (typeof defaultValue === 'string' || typeof defaultValue === 'boolean') {
    config.default_value = defaultValue;
  }
  if (Array.isArray(value['options'])) {
    config.options = value['options'].flatMap((option) => toSelectOption(option) ?? []);
  }
  return config;
}

/** A custom field definition (spec 2.6). */
export const customFieldDefinitionSchema = object({
  id: idSchema,
  board_id: nullableId(),
  name: text(),
  type: enumValue(CUSTOM_FIELD_TYPES, 'text'),
  description: nullableText(),
  config: toCustomFieldConfig,
  order: int(),
  is_required: flag(false),
  is_active: flag(true),
  is_global: flag(false),
  created_at: timestamp(),
  updated_at: timestamp(),
  deleted_at: timestamp(),
});
