import { RELATION_KINDS } from '@/domain/relations';
import { flag, idSchema, int, nullableEnum, nullableId, text, timestamp } from './primitives';
import { object, type Infer } from './shape';

/** The other card of a relation (CONTRACT 4d); `hidden`: the caller may not view it. */
const relatedCardSchema = object({
  id: idSchema,
  hidden: flag(false),
  board_id: nullableId(),
  number: int(),
  title: text(),
  column_id: nullableId(),
  completed: flag(false),
  archived_at: timestamp(),
  deleted_at: timestamp(),
});

/** One of `GET /boards/{board}/cards/{card}/relations`, and the POST's answer. */
export const relationSchema = object({
  id: idSchema,
  /** null: a kind this app does not know (left out of the list). */
  kind: nullableEnum(RELATION_KINDS),
  card: relatedCardSchema,
});

export type RelationRead = Infer<typeof relationSchema>;
