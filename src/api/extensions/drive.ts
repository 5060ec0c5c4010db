/** Extensions (CONTRACT.md 4): browse the drive and read a file's content. */
import type { ApiClient } from '../http/client';
import type { RequestOptions } from '../endpoints/request-options';
import { driveNodeSchema } from '../schemas/extensions';
import { listOf } from '../schemas/primitives';
import type { DriveNode } from '../types';

/** `GET /drive/nodes?parent_id=`: children of a folder; null lists the roots. */
export function listDriveNodes(
  client: ApiClient,
  parentId: number | null,
  options: RequestOptions = {},
): Promise<DriveNode[]> {
  return client.request({
    method: 'GET',
    path: '/drive/nodes',
    query: { parent_id: parentId },
    schema: listOf(driveNodeSchema),
    signal: options.signal,
    extension: true,
  });
}

/** `GET /drive/files/{id}/content`: the stored bytes, as text (exports are CSV or JSON). */
export function getDriveFileContent(
  client: ApiClient,
  fileId: number,
  options: RequestOptions = {},
): Promise<string> {
  return client.requestText({
    method: 'GET',
    path: `/drive/files/${fileId}/content`,
    signal: options.signal,
    extension: true,
  });
}
