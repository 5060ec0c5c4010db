import { DUE_DATE_STATUSES } from '@/domain/enums';
import {
  idSchema,
  lenientArray,
  nullableEnum,
  nullableFlag,
  nullableId,
  nullableInt,
  nullableText,
  text,
  timestamp,
} from './primitives';
import { map, object } from './shape';

/** A checklist item's assignee (spec 2.7): no e-mail, unlike other user summaries. */
export const checklistAssigneeSchema = object({
  id: idSchema,
  uuid: text(),
  name: text(),
  avatar_url: nullableText(),
});

const itemFields = {
  id: idSchema,
  checklist_id: nullableId(),
  title: text(),
  is_completed: nullableFlag(),
  completed_at: timestamp(),
  due_date: timestamp(),
  due_date_status: nullableEnum(DUE_DATE_STATUSES),
  human_due_date: nullableText(),
  short_locale_date: nullableText(),
  assignees: lenientArray(checklistAssigneeSchema),
  created_at: timestamp(),
  /** CONTRACT 4b: grows with each write of the item; null: a server without versions. */
  version: nullableInt(),
};

/** Without a flag, an item is completed when it has a completion time. */
const withCompletion = <T extends { is_completed: boolean | null; completed_at: string | null }>(
  item: T,
) => ({ ...item, is_completed: item.is_completed ?? item.completed_at !== null });

/** A checklist item (spec 2.7). */
export const checklistItemSchema = map(object(itemFields), withCompletion);

/** A checklist item due in a window, with its card (the calendar's read, docs/api.md). */
export const datedChecklistItemSchema = map(
  object({ ...itemFields, card_id: idSchema }),
  withCompletion,
);

/** A checklist with its items (spec 2.7); counters are derived from the items when absent. */
export const checklistSchema = map(
  object({
    id: idSchema,
    card_id: nullableId(),
    title: text(),
    items: lenientArray(checklistItemSchema),
    items_count: nullableInt(),
    items_completed_count: nullableInt(),
    created_at: timestamp(),
  }),
  (checklist) => ({
    ...checklist,
    items_count: checklist.items_count ?? checklist.items.length,
    items_completed_count:
      checklist.items_completed_count ?? checklist.items.filter((item) => item.is_completed).length,
  }),
);
