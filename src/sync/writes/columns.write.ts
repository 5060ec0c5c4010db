import { createColumn, deleteColumns, type CreateColumnInput } from '@/api/endpoints/columns';
import { updateColumnMerging, type ColumnChangeBase } from '@/api/conflicts/column-changes';
import type { UpdateColumnInput } from '@/api/extensions/columns';
import { boardKeys } from '@/api/queries/keys';
import { defineMutation } from '../queue/define-mutation';

export const useCreateColumn = defineMutation({
  mutationKey: ['columns', 'create'],
  mutate: (client, { boardId, input }: { boardId: number; input: CreateColumnInput }) =>
    createColumn(client, boardId, input),
  invalidates: ({ boardId }) => [boardKeys.detail(boardId)],
});

export interface UpdateColumnVariables {
  boardId: number;
  columnId: number;
  changes: UpdateColumnInput;
  /** What the user saw when the edit began: sent as `If-Match`, compared on a 412. */
  base?: ColumnChangeBase;
}

/**
 * Extension endpoint: a 404/405 answer means the server cannot edit columns (`isUnsupported`).
 * With a base, it never overwrites someone else's change to the same field.
 */
export const useUpdateColumn = defineMutation({
  mutationKey: ['columns', 'update'],
  mutate: (client, { boardId, columnId, changes, base }: UpdateColumnVariables) =>
    updateColumnMerging(client, boardId, columnId, changes, base),
  invalidates: ({ boardId }) => [boardKeys.detail(boardId)],
});

export const useDeleteColumns = defineMutation({
  mutationKey: ['columns', 'delete'],
  mutate: (client, { boardId, columnIds }: { boardId: number; columnIds: readonly number[] }) =>
    deleteColumns(client, boardId, columnIds),
  invalidates: ({ boardId }) => [boardKeys.detail(boardId)],
});
