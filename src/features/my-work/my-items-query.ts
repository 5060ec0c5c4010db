import { queryOptions } from '@tanstack/react-query';
import { listMyChecklistItems } from '@/api/extensions/checklists';
import type { ApiClient } from '@/api/http/client';
import { isUnsupported } from '@/api/http/errors';
import { accountKeys } from '@/api/queries/keys';
import type { MyChecklistItem } from '@/api/types';

/**
 * My open checklist items across every board (`GET /me/checklist-items`), one read for all
 * boards. Null: the server has no such read (404/405), and the page says so.
 */
export const myItemsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: accountKeys.checklistItems(),
    queryFn: async ({ signal }): Promise<readonly MyChecklistItem[] | null> => {
      try {
        return await listMyChecklistItems(client, { signal });
      } catch (error) {
        if (isUnsupported(error)) return null;
        throw error;
      }
    },
  });
