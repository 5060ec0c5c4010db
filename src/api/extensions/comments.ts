/** Extensions (CONTRACT.md 4b): a card's comments and its activity log. */
import type { ApiClient } from '../http/client';
import type { RequestOptions } from '../endpoints/request-options';
import { activitySchema, commentSchema } from '../schemas/comment';
import { listOf } from '../schemas/primitives';
import type { CardActivity, CardComment } from '../types';

export interface CommentCardRef {
  boardId: number;
  cardId: number;
}

export interface CommentRef extends CommentCardRef {
  commentId: number;
}

const commentsPath = ({ boardId, cardId }: CommentCardRef) =>
  `/boards/${boardId}/cards/${cardId}/comments`;

/** `GET .../comments`: oldest first. */
export function listComments(
  client: ApiClient,
  card: CommentCardRef,
  options: RequestOptions = {},
): Promise<CardComment[]> {
  return client.request({
    method: 'GET',
    path: commentsPath(card),
    schema: listOf(commentSchema),
    signal: options.signal,
    extension: true,
  });
}

/** `POST .../comments` `{content}` (an editor document as a string) → 201 the comment. */
export function createComment(
  client: ApiClient,
  card: CommentCardRef,
  content: string,
  options: RequestOptions = {},
): Promise<CardComment> {
  return client.request({
    method: 'POST',
    path: commentsPath(card),
    body: { content },
    schema: commentSchema,
    signal: options.signal,
    extension: true,
  });
}

/** `PATCH .../comments/{comment}` `{content}`: the author only. */
export function updateComment(
  client: ApiClient,
  { commentId, ...card }: CommentRef,
  content: string,
  options: RequestOptions = {},
): Promise<CardComment> {
  return client.request({
    method: 'PATCH',
    path: `${commentsPath(card)}/${commentId}`,
    body: { content },
    schema: commentSchema,
    signal: options.signal,
    extension: true,
  });
}

/** `DELETE .../comments/{comment}` → 204: the author, or anyone with manage. */
export async function deleteComment(
  client: ApiClient,
  { commentId, ...card }: CommentRef,
  options: RequestOptions = {},
): Promise<void> {
  await client.requestText({
    method: 'DELETE',
    path: `${commentsPath(card)}/${commentId}`,
    signal: options.signal,
    extension: true,
  });
}

/** `GET .../activity`: newest first, at most 200 entries. */
export function listActivity(
  client: ApiClient,
  card: CommentCardRef,
  options: RequestOptions = {},
): Promise<CardActivity[]> {
  return client.request({
    method: 'GET',
    path: `/boards/${card.boardId}/cards/${card.cardId}/activity`,
    schema: listOf(activitySchema),
    signal: options.signal,
    extension: true,
  });
}
