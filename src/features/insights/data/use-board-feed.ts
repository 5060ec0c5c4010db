import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApiClient, type ApiClient } from '@/api';
import { listBoardActivityText } from '@/api/extensions/activity';
import { insightsComputer } from '../measures/compute-off-thread';
import type { FlowEvent } from '../measures/events';

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
 * Reads the feed in pages of 1,000, or, with a feed in hand, only what came since its last
 * entry. The page only fetches each page's text: the insights worker parses it and turns it into
 * flow events (a page of 1,000 entries took 51-69 ms to parse and check on the main thread).
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
  const readPage = insightsComputer().readPage;
  for (;;) {
    const since = lastAt !== null && cursor === undefined ? lastAt : undefined;
    const { text, status } = await listBoardActivityText(
      client,
      boardId,
      { limit: PAGE, cursor, since },
      { signal },
    );
    const page = await readPage(text, status, { lastAt, idsAtLast });
    lastAt = page.lastAt;
    idsAtLast = page.idsAtLast;
    added += page.events.length;
    events.push(...page.events);
    if (page.nextCursor === null) break;
    cursor = page.nextCursor;
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
