import { dueDateStatus, humanDueDates } from '@/domain/due-dates';
import { versionOf } from '../../events/board-events';
import { userById } from '../../db/queries';
import type { ChecklistItemRecord, ChecklistRecord, Db } from '../../db/types';

/** Checklist item (spec 2.7). */
export function checklistItemJson(db: Db, item: ChecklistItemRecord, now: Date) {
  const { human_due_date, short_locale_date } = humanDueDates(item.due_date);
  const assignees = db.checklistItemAssignees
    .filter((a) => a.item_id === item.id)
    .flatMap((a) => {
      const user = userById(db, a.user_id);
      return user
        ? [{ id: user.id, uuid: user.uuid, name: user.name, avatar_url: user.avatar_url }]
        : [];
    });
  return {
    id: item.id,
    version: versionOf(item),
    checklist_id: item.checklist_id,
    title: item.title,
    is_completed: item.is_completed,
    completed_at: item.completed_at,
    due_date: item.due_date,
    due_date_status: dueDateStatus(item, now),
    human_due_date,
    short_locale_date,
    assignees,
    created_at: item.created_at,
  };
}

/** Checklist (spec 2.7) with its items by order and counters true to the data. */
export function checklistJson(db: Db, checklist: ChecklistRecord, now: Date) {
  const items = db.checklistItems
    .filter((i) => i.checklist_id === checklist.id)
    .sort((a, b) => a.order - b.order || a.id - b.id);
  return {
    id: checklist.id,
    card_id: checklist.card_id,
    title: checklist.title,
    items: items.map((item) => checklistItemJson(db, item, now)),
    items_count: items.length,
    items_completed_count: items.filter((i) => i.is_completed).length,
    created_at: checklist.created_at,
  };
}
