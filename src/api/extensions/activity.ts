/** Extension (CONTRACT.md 4c): the board-wide activity feed, oldest first, a page at a time. */
import type { RequestOptions } from '../endpoints/request-options';
import { parseResponseText, type ApiClient } from '../http/client';
import { boardActivityPageSchema } from '../schemas/comment';
import type { BoardActivityPage } from '../types';

export interface BoardActivityQuery {
  /** Entries at or after this instant (ISO 8601). */
  since?: string;
  /** The `next_cursor` of the page before. */
  cursor?: string;
  /** 1..1000; the server's default is 500. */
  limit?: number;
}

/** `GET /boards/{board}/activity`: one page; follow `next_cursor` until it is null. */
export function listBoardActivity(
  client: ApiClient,
  boardId: number,
  query: BoardActivityQuery = {},
  options: RequestOptions = {},
): Promise<BoardActivityPage> {
  return client.request({
    method: 'GET',
    path: `/boards/${boardId}/activity`,
    query: { since: query.since, cursor: query.cursor, limit: query.limit },
    schema: boardActivityPageSchema,
    signal: options.signal,
    extension: true,
  });
}

/**
 * One page of the feed as the server sent it, not parsed: for a reader that parses it off the
 * page's main thread (the insights worker) with `parseBoardActivityPage`.
 */
export async function listBoardActivityText(
  client: ApiClient,
  boardId: number,
  query: BoardActivityQuery = {},
  options: RequestOptions = {},
): Promise<{ text: string; status: number }> {
  const answer = await client.requestTextIfChanged({
    method: 'GET',
    path: `/boards/${boardId}/activity`,
    query: { since: query.since, cursor: query.cursor, limit: query.limit },
    signal: options.signal,
    extension: true,
    etag: null,
  });
  // Without an entity tag sent, a server has nothing to answer 304 against.
  if (!answer.modified) throw new Error('activity: 304 to a read without If-None-Match');
  return answer.value;
}

/** A page read by `listBoardActivityText`, parsed and checked as `listBoardActivity` does. */
export function parseBoardActivityPage(text: string, status: number): Promise<BoardActivityPage> {
  return parseResponseText(boardActivityPageSchema, text, { status, extension: true });
}
