import { queryOptions } from '@tanstack/react-query';
import { listMyChecklistItems, type MyChecklistItem } from '@/api/extensions/my-checklist-items';
import type { ApiClient } from '@/api/http/client';
import { isUnsupported } from '@/api/http/errors';

/** Not under a board's key: one read for every board. */
export const MY_ITEMS_KEY = ['me', 'checklist-items'] as const;

/**
 * My open checklist items across every board (`GET /me/checklist-items`), one read for all
 * boards. Null: the server has no such read (404/405), and the page says so.
 */
export const myItemsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: MY_ITEMS_KEY,
    queryFn: async ({ signal }): Promise<readonly MyChecklistItem[] | null> => {
      try {
        return await listMyChecklistItems(client, { signal });
      } catch (error) {
        if (isUnsupported(error)) return null;
        throw error;
      }
    },
  });
