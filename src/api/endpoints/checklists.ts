/** Spec 4.6: checklists. */
import type { ApiClient } from '../http/client';
import { checklistItemSchema, checklistSchema } from '../schemas/checklist';
import type { Checklist, ChecklistItem } from '../types';
import type { AssigneeChanges } from './cards';
import type { RequestOptions } from './request-options';

export interface ChecklistRef {
  boardId: number;
  cardId: number;
  checklistId: number;
}

const checklistPath = ({ boardId, cardId, checklistId }: ChecklistRef) =>
  `/boards/${boardId}/cards/${cardId}/checklists/${checklistId}`;

/** `GET .../checklists/{checklist}`: the checklist with items and counters. */
export function getChecklist(
  client: ApiClient,
  ref: ChecklistRef,
  options: RequestOptions = {},
): Promise<Checklist> {
  return client.request({
    method: 'GET',
    path: checklistPath(ref),
    schema: checklistSchema,
    signal: options.signal,
  });
}

/** `PATCH .../checklists/{checklist}`: renames. */
export function renameChecklist(
  client: ApiClient,
  ref: ChecklistRef,
  title: string,
  options: RequestOptions = {},
): Promise<Checklist> {
  return client.request({
    method: 'PATCH',
    path: checklistPath(ref),
    body: { title },
    schema: checklistSchema,
    signal: options.signal,
  });
}

export interface AddChecklistItemInput {
  title: string;
  due_date?: string | null;
  assignees?: AssigneeChanges | null;
}

/** `POST .../checklists/{checklist}/items`: appends a not-completed item. */
export function addChecklistItem(
  client: ApiClient,
  ref: ChecklistRef,
  input: AddChecklistItemInput,
  options: RequestOptions = {},
): Promise<ChecklistItem> {
  return client.request({
    method: 'POST',
    path: `${checklistPath(ref)}/items`,
    body: input,
    schema: checklistItemSchema,
    signal: options.signal,
  });
}
