/**
 * `GET /me/checklist-items` (ours, docs/api.md): My work's read, in a module of its own so that
 * only My work's lazy chunk carries it.
 */
import type { ApiClient } from '../http/client';
import type { RequestOptions } from '../endpoints/request-options';
import { checklistItemSchema } from '../schemas/checklist';
import { idSchema, listOf } from '../schemas/primitives';
import { FAILURE, object, type Infer, type Schema } from '../schemas/shape';
import type { ChecklistItem } from '../types';

const placeSchema = object({ card_id: idSchema, board_id: idSchema });

export type MyChecklistItem = ChecklistItem & Infer<typeof placeSchema>;

/** A checklist item (spec 2.7) with the card and board it is on. */
const myChecklistItemSchema: Schema<MyChecklistItem> = (value, issues) => {
  const item = checklistItemSchema(value, issues);
  const place = placeSchema(value, issues);
  return item === FAILURE || place === FAILURE ? FAILURE : { ...item, ...place };
};

/** The open items assigned to the caller on every board they can see, each with card and board. */
export function listMyChecklistItems(
  client: ApiClient,
  options: RequestOptions = {},
): Promise<MyChecklistItem[]> {
  return client.request({
    method: 'GET',
    path: '/me/checklist-items',
    schema: listOf(myChecklistItemSchema),
    signal: options.signal,
    extension: true,
  });
}
