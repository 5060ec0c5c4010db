import {
  attachFile,
  createCard,
  deleteCard,
  syncAssignees,
  type AssigneeChanges,
  type AttachFileInput,
  type CreateCardInput,
} from '../endpoints/cards';
import type { CardChangeBase } from '../conflicts/card-changes';
import { updateCardMerging } from '../conflicts/update-card-merging';
import type { UpdateCardInput } from '../extensions/cards';
import { boardKeys, cardKeys } from '../queries/keys';
import { defineMutation } from './define-mutation';

interface CardRef {
  boardId: number;
  cardId: number;
}

/** Card writes change the board's working set, its searches, the card detail and batch info. */
const afterCardWrite = ({ boardId }: { boardId: number }) => [
  boardKeys.detail(boardId),
  cardKeys.all,
];

export const useCreateCard = defineMutation({
  mutationKey: ['cards', 'create'],
  mutate: (client, { boardId, input }: { boardId: number; input: CreateCardInput }) =>
    createCard(client, boardId, input),
  invalidates: ({ boardId }) => [boardKeys.detail(boardId)],
});

export interface UpdateCardVariables extends CardRef {
  changes: UpdateCardInput;
  /** What the user saw when making the change: sent as `If-Match`, compared on a 412. */
  base?: CardChangeBase;
}

/**
 * Extension endpoint; also moves cards (column_id, order). With a base, the save never
 * overwrites someone else's change to the same field (`updateCardMerging`). The card panel
 * adds the optimistic change through `options.onMutate` / `options.onError`.
 */
export const useUpdateCard = defineMutation({
  mutationKey: ['cards', 'update'],
  mutate: (client, { boardId, cardId, changes, base }: UpdateCardVariables) =>
    updateCardMerging(client, boardId, cardId, changes, base),
  invalidates: afterCardWrite,
});

export const useDeleteCard = defineMutation({
  mutationKey: ['cards', 'delete'],
  mutate: (client, { boardId, cardId, stopRecurrence }: CardRef & { stopRecurrence?: boolean }) =>
    deleteCard(client, boardId, cardId, { stopRecurrence }),
  invalidates: afterCardWrite,
});

export const useSyncAssignees = defineMutation({
  mutationKey: ['cards', 'assignees', 'sync'],
  mutate: (client, { boardId, cardId, assignees }: CardRef & { assignees: AssigneeChanges }) =>
    syncAssignees(client, boardId, cardId, assignees),
  invalidates: afterCardWrite,
});

export const useAttachFile = defineMutation({
  mutationKey: ['cards', 'files', 'attach'],
  mutate: (client, { boardId, cardId, input }: CardRef & { input: AttachFileInput }) =>
    attachFile(client, boardId, cardId, input),
  invalidates: ({ boardId }) => [boardKeys.detail(boardId)],
});
