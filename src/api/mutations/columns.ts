import { createColumn, deleteColumns, type CreateColumnInput } from '../endpoints/columns';
import { updateColumn, type UpdateColumnInput } from '../extensions/columns';
import { boardKeys } from '../queries/keys';
import { defineMutation } from './define-mutation';

export const useCreateColumn = defineMutation({
  mutationKey: ['columns', 'create'],
  mutate: (client, { boardId, input }: { boardId: number; input: CreateColumnInput }) =>
    createColumn(client, boardId, input),
  invalidates: ({ boardId }) => [boardKeys.detail(boardId)],
});

/** Extension endpoint: a 404/405 answer means the server cannot edit columns (`isUnsupported`). */
export const useUpdateColumn = defineMutation({
  mutationKey: ['columns', 'update'],
  mutate: (
    client,
    {
      boardId,
      columnId,
      changes,
    }: { boardId: number; columnId: number; changes: UpdateColumnInput },
  ) => updateColumn(client, boardId, columnId, changes),
  invalidates: ({ boardId }) => [boardKeys.detail(boardId)],
});

export const useDeleteColumns = defineMutation({
  mutationKey: ['columns', 'delete'],
  mutate: (client, { boardId, columnIds }: { boardId: number; columnIds: readonly number[] }) =>
    deleteColumns(client, boardId, columnIds),
  invalidates: ({ boardId }) => [boardKeys.detail(boardId)],
});
