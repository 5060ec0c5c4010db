import { useQuery } from '@tanstack/react-query';
import { addDays } from 'date-fns/addDays';
import { startOfDay } from 'date-fns/startOfDay';
import { useMemo } from 'react';
import { isUnsupported } from '@/api/http/errors';
import { cardQueries } from '@/api/queries/cards';
import { useApiClient } from '@/api/react/api-client-context';
import type { DatedChecklistItem } from '@/api/types';

const NONE: readonly DatedChecklistItem[] = [];

/**
 * The checklist items due on the days the grid shows, in one read of the board's dated items
 * (docs/api.md). A server without that read shows no items, and the calendar says nothing of it.
 */
export function useDatedItems(boardId: number, days: readonly Date[]) {
  const client = useApiClient();
  const first = days[0];
  const last = days.at(-1);
  const window = useMemo(
    () =>
      first && last ? { from: startOfDay(first), to: startOfDay(addDays(last, 1)) } : undefined,
    [first, last],
  );
  const query = useQuery({
    ...cardQueries.datedItems(client, boardId, window ?? { from: new Date(0), to: new Date(0) }),
    enabled: window !== undefined,
    placeholderData: (previous) => previous,
    retry: (count, error) => !isUnsupported(error) && count < 2,
  });
  return query.data ?? NONE;
}
