/** Spec 4.8: export a board to the drive. */
import type { ExportFormat } from '@/domain/enums';
import type { ApiClient } from '../http/client';
import { exportedDriveFileSchema } from '../schemas/extensions';
import type { ExportedDriveFile } from '../types';
import type { RequestOptions } from './request-options';

export interface ExportToDriveInput {
  format: ExportFormat;
  /** Card attribute names to put in the file. */
  fields: readonly string[];
  /** The target drive folder. */
  node: { id: number; drive_id: number };
}

/** `POST /boards/{board}/export/drive`: returns the created drive file's metadata. */
export function exportToDrive(
  client: ApiClient,
  boardId: number,
  input: ExportToDriveInput,
  options: RequestOptions = {},
): Promise<ExportedDriveFile> {
  return client.request({
    method: 'POST',
    path: `/boards/${boardId}/export/drive`,
    body: input,
    schema: exportedDriveFileSchema,
    signal: options.signal,
  });
}
