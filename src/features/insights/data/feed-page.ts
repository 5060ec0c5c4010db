import { parseBoardActivityPage } from '@/api/extensions/activity';
import { flowEvents, type FlowEvent } from '../measures/events';

/** Where a read of the feed stands: the last entry's time and the ids read at that instant. */
export interface FeedPlace {
  lastAt: string | null;
  idsAtLast: number[];
}

/** A page of the feed as flow events, and where the read stands after it. */
export interface FeedPage extends FeedPlace {
  events: FlowEvent[];
  nextCursor: string | null;
}

/**
 * A page of the feed as the server sent it (text), parsed, checked and turned into flow events;
 * entries already read at `place` (`since` is inclusive) are skipped. Runs in the insights
 * worker, so parsing a page of 1,000 entries does not hold the page's main thread.
 */
export async function readFeedPage(
  text: string,
  status: number,
  place: FeedPlace,
): Promise<FeedPage> {
  const page = await parseBoardActivityPage(text, status);
  const seen = new Set(place.idsAtLast);
  let { lastAt } = place;
  let idsAtLast = [...place.idsAtLast];
  const fresh = page.entries.filter((entry) => !seen.has(entry.id) && entry.at !== null);
  for (const entry of fresh) {
    if (entry.at !== lastAt) idsAtLast = [];
    lastAt = entry.at;
    idsAtLast.push(entry.id);
  }
  return { events: flowEvents(fresh), nextCursor: page.next_cursor, lastAt, idsAtLast };
}
