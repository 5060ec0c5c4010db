import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { listBoardActivity, useApiClient, type ApiClient } from '@/api';
import { flowEvents, type FlowEvent } from '../measures/events';

/** The feed as the measures read it, and where a later read carries on from. */
export interface BoardFeed {
  events: FlowEvent[];
  /** The last entry's time and the ids read at that instant (`since` is inclusive). */
  lastAt: string | null;
  idsAtLast: number[];
  /** Grows with every read that added events: the worker's cache key. */
  version: number;
  /** When it was read (epoch ms): the measures' "now". */
  readAt: number;
}

const PAGE = 1000;
export const feedKey = (boardId: number) => ['insights', boardId, 'feed'] as const;

/**
 * Reads the feed in pages of 1,000 (each turned into flow events as it arrives, so no step holds
 * the page long), or, with a feed in hand, only what came since its last entry.
 */
export async function readFeed(
  client: ApiClient,
  boardId: number,
  previous: BoardFeed | undefined,
  signal?: AbortSignal,
): Promise<BoardFeed> {
  const events = previous ? [...previous.events] : [];
  let lastAt = previous?.lastAt ?? null;
  let idsAtLast = previous?.idsAtLast ?? [];
  let cursor: string | undefined;
  let added = 0;
  for (;;) {
    const page = await listBoardActivity(
      client,
      boardId,
      { limit: PAGE, cursor, since: lastAt !== null && cursor === undefined ? lastAt : undefined },
      { signal },
    );
    const seen = new Set(idsAtLast);
    const fresh = page.entries.filter((entry) => !seen.has(entry.id) && entry.at !== null);
    for (const entry of fresh) {
      if (entry.at !== lastAt) idsAtLast = [];
      lastAt = entry.at;
      idsAtLast.push(entry.id);
    }
    const converted = flowEvents(fresh);
    added += converted.length;
    events.push(...converted);
    if (page.next_cursor === null) break;
    cursor = page.next_cursor;
  }
  // Nothing new: the same object, so nothing downstream computes again.
  if (previous && added === 0 && lastAt === previous.lastAt) return previous;
  const version = (previous?.version ?? 0) + 1;
  // The bench (bench/insights.mjs) measures the view's paint from here.
  performance.mark('insights:feed');
  return { events, lastAt, idsAtLast, version, readAt: Date.now() };
}

/**
 * The board's feed, read again (from where it stopped) whenever `boardChange` does: a string
 * that changes with the board's writes (see boardSignature).
 */
export function useBoardFeed(boardId: number, boardChange: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: feedKey(boardId),
    queryFn: ({ signal }) =>
      readFeed(client, boardId, queryClient.getQueryData<BoardFeed>(feedKey(boardId)), signal),
    staleTime: Infinity,
    structuralSharing: false,
  });
  useEffect(() => {
    if (queryClient.getQueryData(feedKey(boardId)))
      void queryClient.refetchQueries({ queryKey: feedKey(boardId), exact: true });
  }, [boardChange, boardId, queryClient]);
  return query;
}

/** Changes when a card of the board is added, removed or written (its `updated_at`). */
export function boardSignature(cards: readonly { updated_at: string | null }[]): string {
  let latest = '';
  for (const card of cards)
    if (card.updated_at !== null && card.updated_at > latest) latest = card.updated_at;
  return `${cards.length}:${latest}`;
}
