import { PERMISSION_LEVELS } from '@/domain/permissions';
import { VIEW_MODES } from '@/domain/enums';
import {
  enumValue,
  idSchema,
  nullableEnum,
  nullableRecord,
  nullableText,
  text,
  timestamp,
  nullableId,
} from './primitives';
import { object } from './shape';

/** Membership metadata (spec 2.2). */
export const memberPivotSchema = object({
  board_id: nullableId(),
  user_id: nullableId(),
  permission: enumValue(PERMISSION_LEVELS, 'view'),
  view_mode: nullableEnum(VIEW_MODES),
  created_at: timestamp(),
  updated_at: timestamp(),
});

/** The public face of a user: mentionables, tenant users, assignees, notification actors. */
export const userSummaryShape = {
  id: idSchema,
  uuid: text(),
  name: text(),
  email: text(),
  avatar_url: nullableText(),
};

export const userSummarySchema = object(userSummaryShape);

/** A user on a board (spec 2.2); soft-deleted users are still members. */
export const memberSchema = object({
  ...userSummaryShape,
  username: text(),
  company_name: nullableText(),
  role: nullableText(),
  status: nullableText(),
  deleted_at: timestamp(),
  pivot: nullableRecord(memberPivotSchema),
});
