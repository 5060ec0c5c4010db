import type { CustomFieldType, SearchOperator } from '@/domain/enums';
import type { ConditionValue } from '../model/filter-state';

/** The empty value an editor starts from for a type and operator. */
export function defaultConditionValue(
  type: CustomFieldType | string,
  operator: SearchOperator,
): ConditionValue | undefined {
  if (operator === 'is_empty' || operator === 'is_not_empty') return undefined;
  if (operator === 'between') return ['', ''];
  if (operator === 'is_any_of') return [];
  if (type === 'checkbox') return 'true';
  return '';
}
