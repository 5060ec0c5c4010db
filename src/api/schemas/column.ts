import { idSchema, int, nullableInt, nullableText, text, timestamp } from './primitives';
import { object } from './shape';

/** A column (task list) of a board (spec 2.4). */
export const columnSchema = object({
  id: idSchema,
  board_id: idSchema,
  name: text(),
  description: nullableText(),
  icon: nullableText(),
  color: nullableText(),
  order: int(),
  /** A card sort field, optionally prefixed with `-` for descending (kept as sent). */
  sort_order: nullableText(),
  /** A soft limit on its cards (CONTRACT 4b); null (or absent: a server without it) for none. */
  wip_limit: nullableInt(),
  archived_at: timestamp(),
  created_at: timestamp(),
  updated_at: timestamp(),
  deleted_at: timestamp(),
  /** CONTRACT 4b: grows with each write of the column; null: a server without versions. */
  version: nullableInt(),
});
