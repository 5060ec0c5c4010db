import { nextOrder } from '@/domain/ordering';
import { requireVersion } from '../../http/preconditions';
import { insert, iso } from '../../db/store';
import type { ChecklistItemRecord, Db } from '../../db/types';
import { validationFailed, type FieldErrors } from '../../http/errors';
import { boardRoute, created, ok, type BoardContext } from '../../http/route';
import { addError, messages, v, validate } from '../../http/validate';
import { assignableUserIds, loadChecklist, loadChecklistItem } from '../cards/card-load';
import { checklistItemJson } from './checklist-json';

const assigneesField = () => v.idMap(v.boolean().required()).nullable();

function checkAssignees(
  ctx: BoardContext,
  changes: ReadonlyMap<number, boolean> | null | undefined,
): void {
  const members = assignableUserIds(ctx.db, ctx.board.id);
  const errors: FieldErrors = {};
  for (const [userId, attach] of changes ?? []) {
    if (attach && !members.has(userId))
      addError(errors, `assignees.${userId}`, messages.exists(`assignees.${userId}`));
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}

function syncItemAssignees(
  db: Db,
  item: ChecklistItemRecord,
  changes: ReadonlyMap<number, boolean>,
): void {
  const current = new Set(
    db.checklistItemAssignees.filter((a) => a.item_id === item.id).map((a) => a.user_id),
  );
  for (const [userId, attach] of changes) {
    if (attach) current.add(userId);
    else current.delete(userId);
  }
  db.checklistItemAssignees = [
    ...db.checklistItemAssignees.filter((a) => a.item_id !== item.id),
    ...[...current].map((user_id) => ({ item_id: item.id, user_id })),
  ];
}

/** POST .../checklists/{checklist}/items: appends an item, not completed. */
export const addItemRoute = boardRoute(
  'post',
  '/boards/:board/cards/:card/checklists/:checklist/items',
  { level: 'interact', load: loadChecklist },
  (ctx, { checklist }) => {
    const { db, now } = ctx;
    const input = validate(ctx.body, {
      title: v.string().required().max(255),
      due_date: v.date().nullable(),
      assignees: assigneesField(),
    });
    checkAssignees(ctx, input.assignees);
    const at = iso(now);
    const siblings = db.checklistItems.filter((i) => i.checklist_id === checklist.id);
    const item = insert(db, 'checklistItems', {
      checklist_id: checklist.id,
      title: input.title,
      order: nextOrder(siblings),
      is_completed: false,
      completed_at: null,
      due_date: input.due_date ?? null,
      created_at: at,
      updated_at: at,
    });
    if (input.assignees) syncItemAssignees(db, item, input.assignees);
    return created(checklistItemJson(db, item, now));
  },
);

/** PATCH .../checklists/{checklist}/items/{item} (extension): edit or tick an item. */
export const updateItemRoute = boardRoute(
  'patch',
  '/boards/:board/cards/:card/checklists/:checklist/items/:item',
  { level: 'interact', load: loadChecklistItem },
  (ctx, { item }) => {
    const { db, now, body } = ctx;
    requireVersion(ctx, item, () => checklistItemJson(db, item, now));
    if ('title' in body && (body.title == null || String(body.title).trim() === '')) {
      throw validationFailed({ title: [messages.required('title')] });
    }
    const input = validate(body, {
      title: v.string().max(255),
      is_completed: v.boolean(),
      due_date: v.date().nullable(),
      assignees: assigneesField(),
    });
    checkAssignees(ctx, input.assignees);
    const at = iso(now);
    if (input.title !== undefined) item.title = input.title;
    if (input.is_completed !== undefined) {
      item.completed_at = input.is_completed ? (item.completed_at ?? at) : null;
      item.is_completed = input.is_completed;
    }
    if ('due_date' in body) item.due_date = input.due_date ?? null;
    if (input.assignees) syncItemAssignees(db, item, input.assignees);
    item.updated_at = at;
    return ok(checklistItemJson(db, item, now));
  },
);
