import type { TagInput } from '@/api/endpoints/tags';
import type { Tag } from '@/api/types';
import { HEX_COLOR, LIMITS } from '@/domain/limits';
import { t } from '@/lib/i18n/translate';

export interface TagValues {
  name: string;
  color: string;
  description: string;
}

export type TagErrors = Partial<Record<keyof TagValues, string>>;

export const NEW_TAG: TagValues = { name: '', color: '#3b82f6', description: '' };

export const TAG_FIELD_KEYS = ['name', 'color', 'description'] as const;

export function tagValuesOf(tag: Tag): TagValues {
  return {
    name: tag.name,
    color: HEX_COLOR.test(tag.color) ? tag.color.toLowerCase() : NEW_TAG.color,
    description: tag.description ?? '',
  };
}

/** The tag limits of the spec (name 2-40, description empty or 3-250, color #rrggbb). */
export function validateTag(values: TagValues): TagErrors {
  const errors: TagErrors = {};
  const { min, max } = LIMITS.tagName;
  const name = values.name.trim();
  if (name.length < min || name.length > max)
    errors.name = t('settings.tags.nameLength', 'The name must be {min} to {max} characters.', {
      min,
      max,
    });
  const description = values.description.trim();
  const limits = LIMITS.tagDescription;
  if (description !== '' && (description.length < limits.min || description.length > limits.max))
    errors.description = t(
      'settings.tags.descriptionLength',
      'The description must be {min} to {max} characters, or empty.',
      { min: limits.min, max: limits.max },
    );
  if (!HEX_COLOR.test(values.color))
    errors.color = t('settings.tags.colorInvalid', 'Choose a color as #rrggbb.');
  return errors;
}

export function tagInputOf(values: TagValues): TagInput {
  const description = values.description.trim();
  return {
    name: values.name.trim(),
    color: values.color,
    description: description === '' ? null : description,
  };
}
