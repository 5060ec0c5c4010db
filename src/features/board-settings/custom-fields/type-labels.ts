import type { CustomFieldType } from '@/domain/enums';
import { t } from '@/lib/i18n/translate';

export const TYPE_LABELS: Record<CustomFieldType, () => string> = {
  text: () => t('settings.fields.type.text', 'Text'),
  number: () => t('settings.fields.type.number', 'Number'),
  select: () => t('settings.fields.type.select', 'Select'),
  checkbox: () => t('settings.fields.type.checkbox', 'Checkbox'),
  date: () => t('settings.fields.type.date', 'Date'),
  person: () => t('settings.fields.type.person', 'Person'),
};
