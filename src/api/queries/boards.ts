import { queryOptions } from '@tanstack/react-query';
import {
  getBoard,
  getBoardAttributes,
  searchBoard,
  type BoardAttributeName,
  type BoardSearchParams,
} from '../endpoints/boards';
import { listMembers, listMentionables } from '../endpoints/members';
import { listBoards, listCardTemplates } from '../extensions/boards';
import type { ApiClient } from '../http/client';
import type { BoardWorkingSet } from '../types';
import { boardKeys } from './keys';
import { shareBoard, shareBoardCards } from './share-board';

export const boardQueries = {
  /** Extension: the boards the caller can see. */
  list: (client: ApiClient) =>
    queryOptions({
      queryKey: boardKeys.list(),
      queryFn: ({ signal }) => listBoards(client, { signal }),
    }),
  /** The full working set of a board. */
  detail: (client: ApiClient, boardId: number) =>
    queryOptions({
      queryKey: boardKeys.detail(boardId),
      queryFn: async ({ signal, client: queryClient, queryKey }) =>
        shareBoardCards(
          queryClient.getQueryData<BoardWorkingSet>(queryKey),
          await getBoard(client, boardId, { signal }),
        ),
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
