import {
  addChecklistItem,
  renameChecklist,
  type AddChecklistItemInput,
  type ChecklistRef,
} from '../endpoints/checklists';
import {
  createChecklist,
  updateChecklistItem,
  type UpdateChecklistItemInput,
} from '../extensions/checklists';
import { boardKeys } from '../queries/keys';
import { defineMutation } from './define-mutation';

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

export const useUpdateChecklistItem = defineMutation({
  mutationKey: ['checklists', 'items', 'update'],
  mutate: (
    client,
    { changes, ...ref }: ChecklistRef & { itemId: number; changes: UpdateChecklistItemInput },
  ) => updateChecklistItem(client, ref, changes),
  invalidates: afterChecklistWrite,
});
