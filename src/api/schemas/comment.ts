/** Comments and the activity log of a card (CONTRACT.md 4b), and of a board (4c). */
import { ACTIVITY_KINDS } from '@/domain/enums';
import { isPlainObject, toJsonValue, type JsonObject } from '@/lib/json';
import {
  flag,
  idSchema,
  listOf,
  nullableEnum,
  nullableId,
  nullableRecord,
  nullableText,
  text,
  timestamp,
} from './primitives';
import { object, type Schema } from './shape';

/** Who wrote a comment; `deleted` (a soft-deleted or removed user) keeps the name. */
export const commentAuthorSchema = object({
  id: idSchema,
  name: text(),
  avatar_url: nullableText(),
  deleted: flag(false),
});

/** `GET /boards/{board}/cards/{card}/comments` (one item), and the POST/PATCH answers. */
export const commentSchema = object({
  id: idSchema,
  card_id: nullableId(),
  user: nullableRecord(commentAuthorSchema),
  /** A serialized editor document, like the card's content. */
  content: nullableText(),
  created_at: timestamp(),
  updated_at: timestamp(),
  edited: flag(false),
});

export const activityActorSchema = object({ id: idSchema, name: text() });

/** The from/to values of a change, as sent: an object, anything else reads as `{}`. */
const toActivityData: Schema<JsonObject> = (value) => {
  const json = toJsonValue(value ?? null);
  return isPlainObject(json) ? json : {};
};

/** `GET /boards/{board}/cards/{card}/activity` (one item). An unknown kind is kept. */
export const activitySchema = object({
  id: idSchema,
  actor: nullableRecord(activityActorSchema),
  kind: nullableEnum(ACTIVITY_KINDS),
  data: toActivityData,
  at: timestamp(),
});

/** One entry of `GET /boards/{board}/activity`: a card's activity entry with its card. */
export const boardActivitySchema = object({
  id: idSchema,
  card_id: idSchema,
  actor: nullableRecord(activityActorSchema),
  kind: nullableEnum(ACTIVITY_KINDS),
  data: toActivityData,
  at: timestamp(),
});

/** A page of the board feed, oldest first; `next_cursor` null on the last page. */
export const boardActivityPageSchema = object({
  entries: listOf(boardActivitySchema),
  next_cursor: nullableText(),
});
