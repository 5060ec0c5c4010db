/**
 * Extensions (CONTRACT.md 4): create a checklist, edit a checklist item; and the calendar's
 * dated items (ours, docs/api.md).
 */
import type { ApiClient } from '../http/client';
import type { AssigneeChanges } from '../endpoints/cards';
import type { ChecklistRef } from '../endpoints/checklists';
import type { RequestOptions } from '../endpoints/request-options';
import {
  checklistItemSchema,
  checklistSchema,
  datedChecklistItemSchema,
} from '../schemas/checklist';
import { listOf } from '../schemas/primitives';
import type { Checklist, ChecklistItem, DatedChecklistItem } from '../types';

/** `POST /boards/{board}/cards/{card}/checklists`. */
export function createChecklist(
  client: ApiClient,
  boardId: number,
  cardId: number,
  title: string,
  options: RequestOptions = {},
): Promise<Checklist> {
  return client.request({
    method: 'POST',
    path: `/boards/${boardId}/cards/${cardId}/checklists`,
    body: { title },
    schema: checklistSchema,
    signal: options.signal,
    extension: true,
  });
}

export interface UpdateChecklistItemInput {
  title?: string;
  is_completed?: boolean;
  due_date?: string | null;
  assignees?: AssigneeChanges | null;
}

/** `PATCH .../checklists/{checklist}/items/{item}`: tick, rename, reschedule, (re)assign. */
export function updateChecklistItem(
  client: ApiClient,
  ref: ChecklistRef & { itemId: number },
  changes: UpdateChecklistItemInput,
  options: RequestOptions & { ifMatch?: number | null } = {},
): Promise<ChecklistItem> {
  const { boardId, cardId, checklistId, itemId } = ref;
  return client.request({
    method: 'PATCH',
    path: `/boards/${boardId}/cards/${cardId}/checklists/${checklistId}/items/${itemId}`,
    body: changes,
    schema: checklistItemSchema,
    signal: options.signal,
    extension: true,
    ifMatch: options.ifMatch ?? null,
  });
}

/**
 * `GET /boards/{board}/checklist-items?due_from=&due_to=` (docs/api.md): the items due in
 * `[from, to)` on the board's cards, each with its card, for the calendar.
 */
export function listDatedChecklistItems(
  client: ApiClient,
  boardId: number,
  window: { from: Date; to: Date },
  options: RequestOptions = {},
): Promise<DatedChecklistItem[]> {
  return client.request({
    method: 'GET',
    path: `/boards/${boardId}/checklist-items`,
    query: { due_from: window.from.toISOString(), due_to: window.to.toISOString() },
    schema: listOf(datedChecklistItemSchema),
    signal: options.signal,
    extension: true,
  });
}
