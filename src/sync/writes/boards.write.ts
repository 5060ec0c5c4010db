import { updateBoard, type UpdateBoardInput } from '@/api/endpoints/boards';
import { createBoard, type CreateBoardInput } from '@/api/extensions/boards';
import { exportToDrive, type ExportToDriveInput } from '@/api/endpoints/export';
import { createCustomField, type CreateCustomFieldInput } from '@/api/endpoints/custom-fields';
import {
  updateNotificationPreferences,
  type NotificationPreferencesInput,
} from '@/api/endpoints/members';
import { createTag, updateCommonTag, type TagInput } from '@/api/endpoints/tags';
import { boardKeys, driveKeys } from '@/api/queries/keys';
import type { BoardWorkingSet } from '@/api/types';
import { defineMutation } from '../queue/define-mutation';

/** `POST /boards`: the new board shows in the board list. */
export const useCreateBoard = defineMutation({
  mutationKey: ['boards', 'create'],
  mutate: (client, input: CreateBoardInput) => createBoard(client, input),
  invalidates: () => [boardKeys.list()],
});

export const useUpdateBoard = defineMutation({
  mutationKey: ['boards', 'update'],
  mutate: (client, { boardId, changes }: { boardId: number; changes: UpdateBoardInput }) =>
    updateBoard(client, boardId, changes),
  invalidates: ({ boardId }) => [boardKeys.detail(boardId), boardKeys.list()],
});

/** Writes the answer into the cached working set: no need to refetch a whole board. */
export const useUpdateNotificationPreferences = defineMutation({
  mutationKey: ['boards', 'notification-preferences', 'update'],
  mutate: (
    client,
    { boardId, changes }: { boardId: number; changes: NotificationPreferencesInput },
  ) => updateNotificationPreferences(client, boardId, changes),
  update: ({ client }, notification, { boardId }) => {
    client.setQueryData<BoardWorkingSet>(boardKeys.detail(boardId), (board) =>
      board ? { ...board, preferences: { ...board.preferences, notification } } : board,
    );
  },
});

export const useCreateTag = defineMutation({
  mutationKey: ['tags', 'create'],
  mutate: (client, { boardId, input }: { boardId: number; input: TagInput }) =>
    createTag(client, boardId, input),
  invalidates: ({ boardId }) => [boardKeys.detail(boardId)],
});

/** A common tag is tenant-wide: every cached board may show it. */
export const useUpdateCommonTag = defineMutation({
  mutationKey: ['tags', 'common', 'update'],
  mutate: (client, { tagId, input }: { tagId: number; input: TagInput }) =>
    updateCommonTag(client, tagId, input),
  invalidates: () => [boardKeys.details()],
});

export const useCreateCustomField = defineMutation({
  mutationKey: ['custom-fields', 'create'],
  mutate: (client, { boardId, input }: { boardId: number; input: CreateCustomFieldInput }) =>
    createCustomField(client, boardId, input),
  invalidates: ({ boardId }) => [boardKeys.detail(boardId)],
});

export const useExportToDrive = defineMutation({
  mutationKey: ['boards', 'export', 'drive'],
  mutate: (client, { boardId, input }: { boardId: number; input: ExportToDriveInput }) =>
    exportToDrive(client, boardId, input),
  invalidates: () => [driveKeys.all],
});
