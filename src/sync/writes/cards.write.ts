import {
  attachFile,
  createCard,
  deleteCard,
  syncAssignees,
  type AssigneeChanges,
  type AttachFileInput,
  type CreateCardInput,
} from '@/api/endpoints/cards';
import { boardKeys, cardKeys } from '@/api/queries/keys';
import { defineMutation } from '../queue/define-mutation';

export interface CardRef {
  boardId: number;
  cardId: number;
}

/** Card writes change the board's working set, its searches, the card detail and batch info. */
export const afterCardWrite = ({ boardId }: { boardId: number }) => [
  boardKeys.detail(boardId),
  cardKeys.all,
];

export const useCreateCard = defineMutation({
  mutationKey: ['cards', 'create'],
  mutate: (client, { boardId, input }: { boardId: number; input: CreateCardInput }) =>
    createCard(client, boardId, input),
  invalidates: ({ boardId }) => [boardKeys.detail(boardId)],
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
