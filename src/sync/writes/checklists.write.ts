import {
  addChecklistItem,
  renameChecklist,
  type AddChecklistItemInput,
  type ChecklistRef,
} from '@/api/endpoints/checklists';
import {
  createChecklist,
  updateChecklistItem,
  type UpdateChecklistItemInput,
} from '@/api/extensions/checklists';
import { boardKeys } from '@/api/queries/keys';
import { clashesIn, saveMerging } from '@/api/conflicts/save-merging';
import { checklistItemSchema } from '@/api/schemas/checklist';
import { parseOrNull } from '@/api/schemas/shape';
import { defineMutation } from '../queue/define-mutation';

/** Checklists feed the card's item counters on the board, so the board key covers both. */
const afterChecklistWrite = ({ boardId }: { boardId: number }) => [boardKeys.detail(boardId)];

export const useRenameChecklist = defineMutation({
  mutationKey: ['checklists', 'rename'],
  mutate: (client, { title, ...ref }: ChecklistRef & { title: string }) =>
    renameChecklist(client, ref, title),
  invalidates: afterChecklistWrite,
});

export const useCreateChecklist = defineMutation({
  mutationKey: ['checklists', 'create'],
  mutate: (
    client,
    { boardId, cardId, title }: { boardId: number; cardId: number; title: string },
  ) => createChecklist(client, boardId, cardId, title),
  invalidates: afterChecklistWrite,
});

export const useAddChecklistItem = defineMutation({
  mutationKey: ['checklists', 'items', 'add'],
  mutate: (client, { input, ...ref }: ChecklistRef & { input: AddChecklistItemInput }) =>
    addChecklistItem(client, ref, input),
  invalidates: afterChecklistWrite,
});

export interface UpdateChecklistItemVariables extends ChecklistRef {
  itemId: number;
  changes: UpdateChecklistItemInput;
  /** The item's version the change started from: sent as `If-Match` (CONTRACT 4b). */
  version?: number | null;
}

/**
 * With the item's version, a change that meets someone else's write is sent again on the new
 * version when they changed other fields, and refused (`SaveConflictError`) when they changed
 * the same one to something else. A tick never clashes: the other person either left the
 * item as the user saw it or ticked it the same way.
 */
export const useUpdateChecklistItem = defineMutation({
  mutationKey: ['checklists', 'items', 'update'],
  mutate: (client, { changes, version, ...ref }: UpdateChecklistItemVariables) =>
    version == null
      ? updateChecklistItem(client, ref, changes)
      : saveMerging({
          connection: client.connection,
          record: `/checklist-items/${ref.itemId}`,
          version,
          send: (ifMatch) => updateChecklistItem(client, ref, changes, { ifMatch }),
          readCurrent: (raw) => parseOrNull(checklistItemSchema, raw),
          clashesWith: (current) =>
            clashesIn(
              Object.entries(changes) as [keyof UpdateChecklistItemInput, unknown][],
              {
                is_completed:
                  changes.is_completed === undefined ? undefined : !changes.is_completed,
              },
              (field) => current[field as keyof typeof current] ?? null,
            ),
        }),
  invalidates: afterChecklistWrite,
});
