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

/**
 * The path below the client's API root of a file URL the service handed out (a card file's
 * `download_url`, an export's), with its query; null for a URL elsewhere (a signed link on
 * another host, which opens without the token).
 */
export function apiPathOf(client: ApiClient, url: string): string | null {
  const here = globalThis.location?.href ?? 'http://localhost/';
  const root = new URL(client.baseUrl.replace(/\/$/, ''), here);
  const target = new URL(url, here);
  if (target.origin !== root.origin) return null;
  const prefix = `${root.pathname.replace(/\/$/, '')}/`;
  if (!target.pathname.startsWith(prefix)) return null;
  return `/${target.pathname.slice(prefix.length)}${target.search}`;
}

/** A file's bytes read with the token (`apiPathOf` gives the path). */
export function getFileAt(
  client: ApiClient,
  path: string,
  options: RequestOptions = {},
): Promise<Blob> {
  return client.requestBlob({ method: 'GET', path, signal: options.signal, extension: true });
}
