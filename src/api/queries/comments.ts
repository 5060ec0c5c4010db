import { queryOptions } from '@tanstack/react-query';
import { listActivity, listComments } from '../extensions/comments';
import type { ApiClient } from '../http/client';
import { cardKeys, commentKeys } from './keys';

export const commentQueries = {
  /** Extension: the card's comments, oldest first. */
  list: (client: ApiClient, boardId: number, cardId: number) =>
    queryOptions({
      queryKey: commentKeys.list(boardId, cardId),
      queryFn: ({ signal }) => listComments(client, { boardId, cardId }, { signal }),
    }),
  /** Extension: the card's activity log, newest first (at most 200). */
  activity: (client: ApiClient, boardId: number, cardId: number) =>
    queryOptions({
      queryKey: cardKeys.activity(boardId, cardId),
      queryFn: ({ signal }) => listActivity(client, { boardId, cardId }, { signal }),
    }),
};
