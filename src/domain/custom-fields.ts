import type { CustomFieldType } from './enums';
import { addFieldError, type FieldErrors } from './field-errors';
import { HEX_COLOR, LIMITS } from './limits';

/** What the rules need of a custom field definition. */
export interface CustomFieldDefinitionFacts {
  id: number;
  type: CustomFieldType | string;
  is_active: boolean;
  config: Record<string, unknown> | null;
}

export interface SelectOption {
  id: string;
  label: string;
  color: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

type KeyRule = (value: unknown, key: string, errors: FieldErrors) => void;

const bool: KeyRule = (value, key, errors) => {
  if (typeof value !== 'boolean')
    addFieldError(errors, key, `The ${key} field must be true or false.`);
};

function string(max?: number): KeyRule {
  return (value, key, errors) => {
    if (typeof value !== 'string') addFieldError(errors, key, `The ${key} field must be a string.`);
    else if (max != null && value.length > max) {
      addFieldError(errors, key, `The ${key} field must not be greater than ${max} characters.`);
    }
  };
}

function integer(min: number, max: number): KeyRule {
  return (value, key, errors) => {
    if (typeof value !== 'number' || !Number.isInteger(value)) {
      addFieldError(errors, key, `The ${key} field must be an integer.`);
    } else if (value < min || value > max) {
      addFieldError(errors, key, `The ${key} field must be between ${min} and ${max}.`);
    }
  };
}

const finiteNumber: KeyRule = (value, key, errors) => {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    addFieldError(errors, key, `The ${key} field must be a number.`);
  }
};

function validateOptions(value: unknown, key: string, errors: FieldErrors): void {
  const { min, max } = LIMITS.selectOptions;
  if (!Array.isArray(value)) {
    addFieldError(errors, key, `The ${key} field must be an array.`);
    return;
  }
  if (value.length < min || value.length > max) {
    addFieldError(errors, key, `The ${key} field must have between ${min} and ${max} items.`);
  }
  const labels = new Set<string>();
  const ids = new Set<string>();
  value.forEach((option: unknown, index) => {
    const at = `${key}.${index}`;
    if (!isRecord(option)) {
      addFieldError(errors, at, `The ${at} field must be an object.`);
      return;
    }
    rejectUnknownKeys(option, ['id', 'label', 'color'], at, errors);
    if (option.id !== undefined && option.id !== null) {
      if (typeof option.id !== 'string' || option.id === '') {
        addFieldError(errors, `${at}.id`, `The ${at}.id field must be a non-empty string.`);
      } else if (ids.has(option.id)) {
        addFieldError(errors, `${at}.id`, `The ${at}.id field has a duplicate value.`);
      } else ids.add(option.id);
    }
    const label = option.label;
    const { min: lmin, max: lmax } = LIMITS.selectOptionLabel;
    if (typeof label !== 'string' || label.trim().length < lmin) {
      addFieldError(errors, `${at}.label`, `The ${at}.label field is required.`);
    } else if (label.length > lmax) {
      addFieldError(
        errors,
        `${at}.label`,
        `The ${at}.label field must not be greater than ${lmax} characters.`,
      );
    } else if (labels.has(label.trim().toLowerCase())) {
      addFieldError(errors, `${at}.label`, `The ${at}.label field has a duplicate value.`);
    } else labels.add(label.trim().toLowerCase());
    if (typeof option.color !== 'string' || !HEX_COLOR.test(option.color)) {
      addFieldError(errors, `${at}.color`, `The ${at}.color field must be a color like #rrggbb.`);
    }
  });
}

/** Allowed config keys per type and the rule each follows (CONTRACT.md section 3). */
const CONFIG_RULES: Record<CustomFieldType, Record<string, KeyRule>> = {
  text: {
    multiline: bool,
    max_length: integer(LIMITS.textFieldMaxLength.min, LIMITS.textFieldMaxLength.max),
    placeholder: string(LIMITS.textFieldPlaceholder.max),
    default_value: string(),
  },
  number: {
    min: finiteNumber,
    max: finiteNumber,
    decimals: integer(LIMITS.numberDecimals.min, LIMITS.numberDecimals.max),
    unit: string(LIMITS.numberUnit.max),
  },
  select: { options: validateOptions },
  checkbox: { default_value: bool },
  date: { include_time: bool },
  person: { multiple: bool },
};

function rejectUnknownKeys(
  value: Record<string, unknown>,
  allowed: readonly string[],
  prefix: string,
  errors: FieldErrors,
): void {
  for (const key of Object.keys(value)) {
    if (!allowed.includes(key)) {
      addFieldError(errors, `${prefix}.${key}`, `The ${prefix}.${key} field is not allowed.`);
    }
  }
}

/**
 * Validates a definition's `config` for its type. Errors use keys under `config`
 * (`config.max_length`, `config.options.0.label`). A null or absent config is fine except
 * for select, which needs options.
 */
export function validateCustomFieldConfig(type: CustomFieldType, config: unknown): FieldErrors {
  const errors: FieldErrors = {};
  const rules = CONFIG_RULES[type];
  if (config === undefined || config === null) {
    if (type === 'select')
      addFieldError(errors, 'config.options', 'The config.options field is required.');
    return errors;
  }
  if (!isRecord(config)) {
    addFieldError(errors, 'config', 'The config field must be an object.');
    return errors;
  }
  rejectUnknownKeys(config, Object.keys(rules), 'config', errors);
  for (const [key, rule] of Object.entries(rules)) {
    const value = config[key];
    if (value === undefined) {
      if (type === 'select' && key === 'options') {
        addFieldError(errors, 'config.options', 'The config.options field is required.');
      }
      continue;
    }
    rule(value, `config.${key}`, errors);
  }
  if (
    type === 'number' &&
    typeof config.min === 'number' &&
    typeof config.max === 'number' &&
    config.min > config.max
  ) {
    addFieldError(
      errors,
      'config.max',
      'The config.max field must be greater than or equal to config.min.',
    );
  }
  return errors;
}

/** The options of a select definition; [] for other types or a malformed config. */
export function selectOptionsOf(config: Record<string, unknown> | null): SelectOption[] {
  const options = config?.options;
  if (!Array.isArray(options)) return [];
  return options.filter(
    (option): option is SelectOption =>
      isRecord(option) && typeof option.id === 'string' && typeof option.label === 'string',
  );
}

/** null, undefined, blank strings and empty arrays are empty; false and 0 are values. */
export function isCustomFieldValueEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** A valid date string (ISO date or date-time) or null. */
export function parseDateValue(value: unknown): Date | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value)) return null;
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function decimalPlaces(value: number): number {
  const [, fraction = ''] = String(value).split('.');
  return fraction.length;
}

function isUserId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

export interface ValueContext {
  /** Whether a user id may be set on a person field (for example: a board member). */
  isAssignableUser?: (userId: number) => boolean;
}

/**
 * Why a card value does not fit its definition, or null when it does. Empty values
 * (null) are accepted: they clear the field.
 */
export function customFieldValueError(
  definition: CustomFieldDefinitionFacts,
  value: unknown,
  ctx: ValueContext = {},
): string | null {
  if (value === null) return null;
  const config = definition.config ?? {};
  switch (definition.type) {
    case 'text': {
      if (typeof value !== 'string') return 'must be a string';
      const max =
        typeof config.max_length === 'number' ? config.max_length : LIMITS.textFieldMaxLength.max;
      return value.length > max ? `must not be greater than ${max} characters` : null;
    }
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return 'must be a number';
      if (typeof config.min === 'number' && value < config.min)
        return `must be at least ${config.min}`;
      if (typeof config.max === 'number' && value > config.max)
        return `must not be greater than ${config.max}`;
      if (typeof config.decimals === 'number' && decimalPlaces(value) > config.decimals) {
        return `must have at most ${config.decimals} decimal places`;
      }
      return null;
    }
    case 'select':
      return typeof value === 'string' &&
        selectOptionsOf(definition.config).some((o) => o.id === value)
        ? null
        : 'must be one of the field options';
    case 'checkbox':
      return typeof value === 'boolean' ? null : 'must be true or false';
    case 'date':
      return parseDateValue(value) ? null : 'must be a valid ISO 8601 date';
    case 'person': {
      const ids: unknown[] =
        config.multiple === true ? (Array.isArray(value) ? value : [null]) : [value];
      if (!ids.every(isUserId)) {
        return config.multiple === true ? 'must be a list of user ids' : 'must be a user id';
      }
      if (ctx.isAssignableUser && !ids.every((id) => ctx.isAssignableUser?.(id))) {
        return 'must name members of the board';
      }
      return null;
    }
    default:
      return 'has an unknown field type';
  }
}

export interface RequirableDefinition {
  id: number;
  is_required: boolean;
  is_active: boolean;
}

/**
 * Required, active definitions without a value on the card; such a card blocks
 * interactions (file attach, comments, timers) until filled (CONTRACT.md section 3).
 */
export function missingRequiredFields<D extends RequirableDefinition>(
  definitions: readonly D[],
  values: Readonly<Record<number, unknown>>,
): D[] {
  return definitions.filter(
    (definition) =>
      definition.is_required &&
      definition.is_active &&
      isCustomFieldValueEmpty(values[definition.id]),
  );
}
