import {
  createComment,
  deleteComment,
  updateComment,
  type CommentCardRef,
  type CommentRef,
} from '@/api/extensions/comments';
import { boardKeys, commentKeys } from '@/api/queries/keys';
import { defineMutation } from '../queue/define-mutation';

/**
 * A new or deleted comment changes the thread and the card's `comments_count` (the tile, the
 * footnote, the activity log: all under the board's key).
 */
const afterCountChange = ({ boardId, cardId }: CommentCardRef) => [
  commentKeys.list(boardId, cardId),
  boardKeys.detail(boardId),
];

export interface CreateCommentVariables extends CommentCardRef {
  /** The editor document, serialized. */
  content: string;
  /** The id of the unsaved copy the thread shows while the comment is on its way (negative). */
  temporaryId?: number;
}

export const useCreateComment = defineMutation({
  mutationKey: ['comments', 'create'],
  mutate: (client, { content, boardId, cardId }: CreateCommentVariables) =>
    createComment(client, { boardId, cardId }, content),
  invalidates: afterCountChange,
});

export const useUpdateComment = defineMutation({
  mutationKey: ['comments', 'update'],
  mutate: (client, { content, ...ref }: CommentRef & { content: string }) =>
    updateComment(client, ref, content),
  invalidates: ({ boardId, cardId }) => [commentKeys.list(boardId, cardId)],
});

export const useDeleteComment = defineMutation({
  mutationKey: ['comments', 'delete'],
  mutate: (client, ref: CommentRef) => deleteComment(client, ref),
  invalidates: afterCountChange,
});
