import { queryOptions } from '@tanstack/react-query';
import { getDriveFileContent, listDriveNodes } from '../extensions/drive';
import type { ApiClient } from '../http/client';
import { driveKeys } from './keys';

export const driveQueries = {
  /** Extension: children of a drive folder (null: the roots). */
  nodes: (client: ApiClient, parentId: number | null) =>
    queryOptions({
      queryKey: driveKeys.nodes(parentId),
      queryFn: ({ signal }) => listDriveNodes(client, parentId, { signal }),
    }),
  /** Extension: a drive file's content as text. */
  fileContent: (client: ApiClient, fileId: number) =>
    queryOptions({
      queryKey: driveKeys.fileContent(fileId),
      queryFn: ({ signal }) => getDriveFileContent(client, fileId, { signal }),
    }),
};
