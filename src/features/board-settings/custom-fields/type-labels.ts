import type { CustomFieldType } from '@/domain/enums';

export const TYPE_LABELS: Record<CustomFieldType, string> = {
  text: 'Text',
  number: 'Number',
  select: 'Select',
  checkbox: 'Checkbox',
  date: 'Date',
  person: 'Person',
};
