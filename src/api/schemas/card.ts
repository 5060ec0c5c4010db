import { isPlainObject, toJsonValue } from '@/lib/json';
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
import {
  FAILURE,
  map,
  object,
  omit,
  optional,
  orElse,
  partial,
  type ObjectOutput,
  type Schema,
} from './shape';
import { toRelationSummary } from './relation-summary';

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
  /** CONTRACT 4b: grows with each write of the card (sent back in `If-Match`); null: no versions. */
  version: nullableInt(),
  /** CONTRACT 4d: its parent, sub-cards and blockers; null without any (or without 4d). */
  relations: toRelationSummary,
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

type CompleteCard = ReturnType<typeof completeCard<ObjectOutput<typeof cardShape>>>;

/** The generic form of `cardSchema`: the object, then `completeCard`. */
export const genericCardSchema: Schema<CompleteCard> = map(object(cardShape), completeCard);

/**
 * `genericCardSchema` written out as one object literal, field by field in the shape's order:
 * a board read parses thousands of cards, and a literal of fixed shape is many times faster
 * than the generic walk over the shape (whose property stores V8 cannot specialize). A card
 * without valid ids goes to the generic schema, which reports the issues. The compiler holds
 * the literal to the shape's fields and types; a test holds both schemas to the same output.
 */
export const cardSchema: Schema<CompleteCard> = (value, issues) => {
  if (!isPlainObject(value)) return genericCardSchema(value, issues);
  const f = cardShape;
  const id = f.id(value['id'], null);
  const boardId = f.board_id(value['board_id'], null);
  const columnId = f.column_id(value['column_id'], null);
  if (id === FAILURE || boardId === FAILURE || columnId === FAILURE) {
    return genericCardSchema(value, issues);
  }
  const completedAt = f.completed_at(value['completed_at']);
  const recurrenceId = f.card_recurrence_id(value['card_recurrence_id']);
  return {
    id,
    board_id: boardId,
    column_id: columnId,
    user_id: f.user_id(value['user_id']),
    title: f.title(value['title']),
    content: f.content(value['content']),
    type: f.type(value['type']),
    status: f.status(value['status']),
    icon: f.icon(value['icon']),
    order: f.order(value['order']),
    number: f.number(value['number']),
    due_date: f.due_date(value['due_date']),
    due_date_hash: f.due_date_hash(value['due_date_hash']),
    pinned_at: f.pinned_at(value['pinned_at']),
    completed_at: completedAt,
    archived_at: f.archived_at(value['archived_at']),
    deleted_at: f.deleted_at(value['deleted_at']),
    checklist_id: f.checklist_id(value['checklist_id']),
    checklist_items: f.checklist_items(value['checklist_items']),
    checklist_items_completed: f.checklist_items_completed(value['checklist_items_completed']),
    card_recurrence_id: recurrenceId,
    cover_color: f.cover_color(value['cover_color']),
    created_at: f.created_at(value['created_at']),
    updated_at: f.updated_at(value['updated_at']),
    tags_ids: f.tags_ids(value['tags_ids']),
    assignees_ids: f.assignees_ids(value['assignees_ids']),
    is_time_tracking: f.is_time_tracking(value['is_time_tracking']),
    comments_count: f.comments_count(value['comments_count']),
    files_count: f.files_count(value['files_count']),
    custom_fields_count: f.custom_fields_count(value['custom_fields_count']),
    due_date_status: f.due_date_status(value['due_date_status']),
    human_due_date: f.human_due_date(value['human_due_date']),
    short_locale_date: f.short_locale_date(value['short_locale_date']),
    human_verbose_due_date: f.human_verbose_due_date(value['human_verbose_due_date']),
    is_completed: f.is_completed(value['is_completed']) ?? completedAt !== null,
    is_recurrent: f.is_recurrent(value['is_recurrent']) ?? recurrenceId !== null,
    custom_fields: f.custom_fields(value['custom_fields']),
    version: f.version(value['version']),
    relations: f.relations(value['relations']),
  } satisfies Record<keyof typeof cardShape, unknown>;
};

/** Per-card counters of a search response (`cards_summary`). */
export const cardCountersSchema = object({
  comments_count: int(),
  files_count: int(),
  checklist_items: int(),
  checklist_items_completed: int(),
});

const boardRefSchema = object({ id: idSchema, name: text(), icon: nullableText() });
const columnRefSchema = object({ id: idSchema, name: text() });

/**
 * One card of `GET /cards/info/batch`: the id, whichever fields were requested (only those
 * present are kept) and the requested relations.
 */
export const partialCardSchema = object({
  ...partial(omit(cardShape, ['id', 'board_id', 'column_id'])),
  id: idSchema,
  board_id: optional(nullableId()),
  column_id: optional(nullableId()),
  board: optional(orElse(boardRefSchema, undefined)),
  column: optional(orElse(columnRefSchema, undefined)),
});

export const batchCardInfoSchema = object({
  cards: lenientArray(partialCardSchema),
});
