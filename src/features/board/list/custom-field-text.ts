import type { CustomFieldDefinition, JsonValue, Member } from '@/api/types';
import { isCustomFieldValueEmpty, parseDateValue, selectOptionsOf } from '@/domain/custom-fields';
import { byPosition } from '@/domain/ordering';
import { formatDate } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/translate';

/** The definitions that get a column: active and not deleted, in their order. */
export function activeDefinitions(
  definitions: readonly CustomFieldDefinition[],
): CustomFieldDefinition[] {
  return definitions
    .filter((definition) => definition.is_active && definition.deleted_at === null)
    .sort(byPosition);
}

function plainText(value: JsonValue): string {
  if (value === null) return '';
  if (Array.isArray(value)) return value.map(plainText).filter(Boolean).join(', ');
  return typeof value === 'object' ? '' : String(value);
}

function personName(value: JsonValue, members: Readonly<Record<number, Member>>): string {
  if (typeof value !== 'number') return plainText(value);
  return members[value]?.name ?? t('list.field.unknownMember', 'Unknown member');
}

/** A card's custom field value as plain text for a table cell; '' when it has none. */
export function customFieldText(
  definition: CustomFieldDefinition,
  value: JsonValue | undefined,
  members: Readonly<Record<number, Member>>,
): string {
  if (value === undefined || isCustomFieldValueEmpty(value)) return '';
  const config = definition.config;
  switch (definition.type) {
    case 'select': {
      const option = selectOptionsOf(config).find((candidate) => candidate.id === value);
      return option?.label ?? plainText(value);
    }
    case 'person':
      return Array.isArray(value)
        ? value.map((id) => personName(id, members)).join(', ')
        : personName(value, members);
    case 'checkbox':
      return value === true
        ? t('common.yes', 'Yes')
        : value === false
          ? t('common.no', 'No')
          : plainText(value);
    case 'date': {
      const date = parseDateValue(value);
      if (!date) return plainText(value);
      return formatDate(date, config?.include_time ? 'dateTime' : 'mediumDate');
    }
    case 'number':
      return typeof value === 'number' && config?.unit
        ? t('list.field.withUnit', '{value} {unit}', { value, unit: config.unit })
        : plainText(value);
    default:
      return plainText(value);
  }
}
