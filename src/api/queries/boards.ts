import { queryOptions } from '@tanstack/react-query';
import {
  getBoardAttributes,
  getBoardTextIfChanged,
  readBoardText,
  searchBoard,
  type BoardAttributeName,
  type BoardSearchParams,
} from '../endpoints/boards';
import { listMembers, listMentionables } from '../endpoints/members';
import { listBoards, listCardTemplates } from '../extensions/boards';
import { boardCopiesOf } from '../board-copy/copy-handle';
import { setShownFromCopy } from '../board-copy/copy-status';
import type { ApiClient } from '../http/client';
import { withPendingWrites } from './pending-overlay';
import type { BoardWorkingSet } from '../types';
import { boardKeys } from './keys';
import { shareBoard, shareBoardCards } from './share-board';

/** The ETag of each board read, per client (a client is one connection and one person). */
const boardTags = new WeakMap<ApiClient, Map<number, string>>();

function boardTagsOf(client: ApiClient): Map<number, string> {
  let tags = boardTags.get(client);
  if (!tags) {
    tags = new Map();
    boardTags.set(client, tags);
  }
  return tags;
}

export const boardQueries = {
  /** Extension: the boards the caller can see. */
  list: (client: ApiClient) =>
    queryOptions({
      queryKey: boardKeys.list(),
      queryFn: ({ signal }) => listBoards(client, { signal }),
    }),
  /**
   * The full working set of a board. Read again with the held copy's ETag: a server that tags
   * its reads answers an unchanged board with 304, and the cached board stays as it is (no
   * parsing, no render), so polling an idle board costs next to nothing. A changed board is
   * parsed and compared in the board reader's worker, and only the cards that changed reach
   * this thread (docs/live-boards.md); without workers, or for the first read, it is parsed
   * here and shared card by card with the held copy.
   */
  detail: (client: ApiClient, boardId: number) =>
    queryOptions({
      queryKey: boardKeys.detail(boardId),
      queryFn: async ({ signal, client: queryClient, queryKey }) => {
        const tags = boardTagsOf(client);
        const copies = boardCopiesOf(client);
        // A saved copy goes into the cache first (painted before the server answers), and is
        // revalidated with its ETag.
        const copy = copies ? await copies.open(boardId) : null;
        if (copy && !tags.has(boardId) && copy.etag !== null) tags.set(boardId, copy.etag);
        const cached = queryClient.getQueryData<BoardWorkingSet>(queryKey);
        const etag = cached ? (tags.get(boardId) ?? null) : null;
        const readAt = Date.now();
        const read = await getBoardTextIfChanged(client, boardId, etag, { signal });
        if (read.etag === null) tags.delete(boardId);
        else tags.set(boardId, read.etag);
        setShownFromCopy(boardId, false);
        if (!read.modified) {
          if (cached) return withPendingWrites(queryClient, boardId, cached);
          throw new Error('The server answered 304 for a board this client does not hold.');
        }
        const { text } = read.value;
        copies?.save(boardId, text, read.etag, readAt);
        if (cached) {
          const reader = await import('../board-read/read-changes');
          const changed = await reader.readChanges(cached, boardId, text);
          if (changed) return withPendingWrites(queryClient, boardId, changed);
        }
        const board = await readBoardText(read.value);
        if (!cached)
          void import('../board-read/read-changes').then((r) => r.remember(boardId, text));
        // Writes still on their way (taken over after a reload, or made during the read) show
        // on the board as soon as it arrives: a card deleted before a reload never comes back.
        const shown = copies ? await copies.withKeptWrites(boardId, board) : board;
        return shareBoardCards(cached, withPendingWrites(queryClient, boardId, shown));
      },
      structuralSharing: shareBoard,
    }),
  attributes: (client: ApiClient, boardId: number, attributes: readonly BoardAttributeName[]) =>
    queryOptions({
      queryKey: boardKeys.attributes(boardId, attributes),
      queryFn: ({ signal }) => getBoardAttributes(client, boardId, attributes, { signal }),
    }),
  search: (client: ApiClient, boardId: number, params: BoardSearchParams) =>
    queryOptions({
      queryKey: boardKeys.search(boardId, params),
      queryFn: ({ signal }) => searchBoard(client, boardId, params, { signal }),
    }),
  members: (client: ApiClient, boardId: number) =>
    queryOptions({
      queryKey: boardKeys.members(boardId),
      queryFn: ({ signal }) => listMembers(client, boardId, { signal }),
    }),
  mentionables: (client: ApiClient, boardId: number, filter: string | null) =>
    queryOptions({
      queryKey: boardKeys.mentionables(boardId, filter),
      queryFn: ({ signal }) => listMentionables(client, boardId, filter, { signal }),
    }),
  /** Extension: card templates visible on the board. */
  cardTemplates: (client: ApiClient, boardId: number) =>
    queryOptions({
      queryKey: boardKeys.cardTemplates(boardId),
      queryFn: ({ signal }) => listCardTemplates(client, boardId, { signal }),
    }),
};
