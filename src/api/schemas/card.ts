import { z } from 'zod';
import { toJsonValue } from '@/lib/json';
import { CARD_STATUSES, CARD_TYPES, DUE_DATE_STATUSES } from '@/domain/enums';
import {
  enumValue,
  flag,
  idKeyedRecord,
  idList,
  idSchema,
  int,
  lenientArray,
  nullableEnum,
  nullableFlag,
  nullableId,
  nullableInt,
  nullableText,
  text,
  timestamp,
} from './primitives';

/**
 * Card fields (spec 2.5). List contexts may send a subset: every field but the ids has a
 * default (counters 0, lists [], flags false, the rest null).
 */
export const cardShape = {
  id: idSchema,
  board_id: idSchema,
  column_id: idSchema,
  user_id: nullableId(),
  title: text(),
  /** A serialized editor document (JSON string); validated by the editor, not here. */
  content: nullableText(),
  type: enumValue(CARD_TYPES, 'ORDINARY'),
  status: nullableEnum(CARD_STATUSES),
  icon: nullableText(),
  order: int(),
  number: int(),
  due_date: timestamp(),
  due_date_hash: nullableText(),
  pinned_at: timestamp(),
  completed_at: timestamp(),
  archived_at: timestamp(),
  deleted_at: timestamp(),
  checklist_id: nullableId(),
  checklist_items: nullableInt(),
  checklist_items_completed: nullableInt(),
  card_recurrence_id: nullableId(),
  cover_color: nullableText(),
  created_at: timestamp(),
  updated_at: timestamp(),
  /** Wire: strings, `[null]` or null. Clean: numbers, never null. */
  tags_ids: idList(),
  assignees_ids: idList(),
  /** Wire: boolean, 0/1 or null. */
  is_time_tracking: flag(false),
  comments_count: int(),
  files_count: int(),
  custom_fields_count: int(),
  due_date_status: nullableEnum(DUE_DATE_STATUSES),
  human_due_date: nullableText(),
  short_locale_date: nullableText(),
  human_verbose_due_date: nullableText(),
  /** null when absent; `completeCard` derives it. */
  is_completed: nullableFlag(),
  is_recurrent: nullableFlag(),
  /**
   * Map of definition id to value (free-form JSON). On single-card reads; the mock also lists
   * it on the board read so the client can filter locally. {} when absent.
   */
  custom_fields: idKeyedRecord((value) => toJsonValue(value)),
};

type CardFlagsInput = {
  is_completed: boolean | null;
  is_recurrent: boolean | null;
  completed_at: string | null;
  card_recurrence_id: number | null;
};

/** Derives the flags a list context left out from the fields they summarize. */
export function completeCard<T extends CardFlagsInput>(
  card: T,
): Omit<T, 'is_completed' | 'is_recurrent'> & { is_completed: boolean; is_recurrent: boolean } {
  return {
    ...card,
    is_completed: card.is_completed ?? card.completed_at !== null,
    is_recurrent: card.is_recurrent ?? card.card_recurrence_id !== null,
  };
}

export const cardSchema = z.object(cardShape).transform(completeCard);

/** Per-card counters of a search response (`cards_summary`). */
export const cardCountersSchema = z.object({
  comments_count: int(),
  files_count: int(),
  checklist_items: int(),
  checklist_items_completed: int(),
});

const boardRefSchema = z.object({ id: idSchema, name: text(), icon: nullableText() });
const columnRefSchema = z.object({ id: idSchema, name: text() });

/**
 * One card of `GET /cards/info/batch`: the id, whichever fields were requested (only those
 * present are kept) and the requested relations.
 */
export const partialCardSchema = z
  .object(cardShape)
  .omit({ id: true, board_id: true, column_id: true })
  .partial()
  .extend({
    id: idSchema,
    board_id: nullableId().optional(),
    column_id: nullableId().optional(),
    board: boardRefSchema.optional().catch(undefined),
    column: columnRefSchema.optional().catch(undefined),
  });

export const batchCardInfoSchema = z.object({
  cards: lenientArray(partialCardSchema),
});
