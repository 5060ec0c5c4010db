import { CARD_SORT_FIELDS, SORT_DIRECTIONS, VISIBILITIES } from '@/domain/enums';
import {
  enumValue,
  idSchema,
  nullableEnum,
  nullableId,
  nullableText,
  text,
  timestamp,
} from './primitives';
import { object, partial } from './shape';

/** Board fields (spec 2.1). */
export const boardShape = {
  id: idSchema,
  user_id: nullableId(),
  group_id: nullableId(),
  cuid: text(),
  parent_id: nullableId(),
  name: text(),
  description: nullableText(),
  icon: nullableText(),
  visibility: enumValue(VISIBILITIES, 'private'),
  order_cards_by: nullableEnum(CARD_SORT_FIELDS),
  order_cards_direction: nullableEnum(SORT_DIRECTIONS),
  archived_at: timestamp(),
  created_at: timestamp(),
  updated_at: timestamp(),
  deleted_at: timestamp(),
};

export const boardSchema = object(boardShape);

/** `GET /boards/{id}?attributes[]=...`: only the requested attributes, all optional. */
export const boardAttributesSchema = object(partial(boardShape));
