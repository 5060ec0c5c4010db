import type { BoardAttributeChanges } from '@/api/endpoints/boards';
import { isKnown } from '@/api/schemas/primitives';
import type { Board } from '@/api/types';
import { CARD_SORT_FIELDS, SORT_DIRECTIONS, isOneOf } from '@/domain/enums';
import { LIMITS } from '@/domain/limits';
import { t } from '@/lib/i18n/translate';

export interface DetailsValues {
  name: string;
  description: string;
  icon: string;
  /** A board id as text, '' for none (select values are strings). */
  parentId: string;
  sortField: string;
  sortDirection: string;
}

export type DetailsErrors = Partial<Record<keyof DetailsValues, string>>;

export function detailsValuesOf(board: Board): DetailsValues {
  return {
    name: board.name,
    description: board.description ?? '',
    icon: board.icon ?? '',
    parentId: board.parent_id == null ? '' : String(board.parent_id),
    sortField: isKnown(CARD_SORT_FIELDS, board.order_cards_by) ? board.order_cards_by : '',
    sortDirection: isKnown(SORT_DIRECTIONS, board.order_cards_direction)
      ? board.order_cards_direction
      : '',
  };
}

/** The limits of the board PATCH, checked as the user types. */
export function validateDetails(values: DetailsValues): DetailsErrors {
  const errors: DetailsErrors = {};
  const name = values.name.trim();
  if (name === '') errors.name = t('settings.details.nameMissing', 'Enter a name for the board.');
  else if (name.length > LIMITS.boardName.max)
    errors.name = t('settings.details.nameTooLong', 'The name must be at most {max} characters.', {
      max: LIMITS.boardName.max,
    });
  if (values.description.trim().length > LIMITS.boardDescription.max)
    errors.description = t(
      'settings.details.descriptionTooLong',
      'The description must be at most {max} characters.',
      { max: LIMITS.boardDescription.max },
    );
  if (values.icon.trim().length > 255)
    errors.icon = t('settings.details.iconTooLong', 'The icon must be at most {max} characters.', {
      max: 255,
    });
  return errors;
}

/** Blank optional fields are sent as null, so clearing a field clears it on the server. */
export function detailsChangesOf(values: DetailsValues): BoardAttributeChanges {
  const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    name: values.name.trim(),
    description: blankToNull(values.description),
    icon: blankToNull(values.icon),
    parent_id: values.parentId === '' ? null : Number(values.parentId),
    order_cards_by: isOneOf(CARD_SORT_FIELDS, values.sortField) ? values.sortField : null,
    order_cards_direction: isOneOf(SORT_DIRECTIONS, values.sortDirection)
      ? values.sortDirection
      : null,
  };
}

export const SORT_FIELD_LABELS: Record<(typeof CARD_SORT_FIELDS)[number], () => string> = {
  order: () => t('settings.sort.order', 'Manual order'),
  number: () => t('settings.sort.number', 'Card number'),
  title: () => t('settings.sort.title', 'Title'),
  due_date: () => t('settings.sort.dueDate', 'Due date'),
  created_at: () => t('settings.sort.createdAt', 'Created'),
  updated_at: () => t('settings.sort.updatedAt', 'Last updated'),
};

/** Server field keys that the details form shows at its inputs. */
export const DETAILS_FIELD_KEYS = [
  'name',
  'description',
  'icon',
  'parent_id',
  'order_cards_by',
  'order_cards_direction',
] as const;
