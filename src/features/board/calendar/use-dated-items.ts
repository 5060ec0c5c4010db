import { useQuery } from '@tanstack/react-query';
import { isUnsupported } from '@/api/http/errors';
import { cardQueries } from '@/api/queries/cards';
import { useApiClient } from '@/api/react/api-client-context';
import type { DatedChecklistItem } from '@/api/types';

const NONE: readonly DatedChecklistItem[] = [];

/**
 * The checklist items due in the grid's window, in one read of the board's dated items
 * (docs/api.md). A server without that read shows no items, and the calendar says nothing of it.
 */
export function useDatedItems(boardId: number, window: { from: Date; to: Date }) {
  const client = useApiClient();
  const query = useQuery({
    ...cardQueries.datedItems(client, boardId, window),
    placeholderData: (previous) => previous,
    retry: (count, error) => !isUnsupported(error) && count < 2,
  });
  return query.data ?? NONE;
}
