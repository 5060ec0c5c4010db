/** Extension (CONTRACT.md 4c): the board-wide activity feed, oldest first, a page at a time. */
import type { RequestOptions } from '../endpoints/request-options';
import type { ApiClient } from '../http/client';
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
