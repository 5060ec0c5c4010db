/** Spec 4.4: create and batch-delete columns. */
import type { ColumnColor } from '@/domain/palettes';
import type { ApiClient } from '../http/client';
import { columnSchema } from '../schemas/column';
import { listOf } from '../schemas/primitives';
import type { Column } from '../types';
import type { RequestOptions } from './request-options';

export interface CreateColumnInput {
  name: string;
  description?: string | null;
  icon?: string | null;
  color?: ColumnColor | null;
}

/** `POST /boards/{board}/columns`: appended at the end of the board. */
export function createColumn(
  client: ApiClient,
  boardId: number,
  input: CreateColumnInput,
  options: RequestOptions = {},
): Promise<Column> {
  return client.request({
    method: 'POST',
    path: `/boards/${boardId}/columns`,
    body: input,
    schema: columnSchema,
    signal: options.signal,
  });
}

/** `POST /boards/{board}/columns/delete/batch`: soft-deletes; returns the deleted columns. */
export function deleteColumns(
  client: ApiClient,
  boardId: number,
  columnIds: readonly number[],
  options: RequestOptions = {},
): Promise<Column[]> {
  return client.request({
    method: 'POST',
    path: `/boards/${boardId}/columns/delete/batch`,
    body: { ids: columnIds },
    schema: listOf(columnSchema),
    signal: options.signal,
  });
}
