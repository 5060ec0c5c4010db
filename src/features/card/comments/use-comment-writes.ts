import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/toast';
import { isApiError } from '@/api/http/errors';
import { useCreateComment, useDeleteComment, useUpdateComment } from '@/sync/writes/comments.write';
import { boardWriteScope } from '@/sync/queue/write-scope';
import { commentKeys } from '@/api/queries/keys';
import type { CardComment, CommentAuthor } from '@/api/types';
import { shiftCommentCount } from './comment-count';
import { t } from '@/lib/i18n/translate';

/** A comment not saved yet has a negative id (the server's ids are positive). */
export const isUnsavedComment = (comment: CardComment) => comment.id < 0;

let lastTemporaryId = 0;

/** Why a write was refused, in words: the field's message when the server named one. */
export function refusalReason(error: unknown): string {
  if (!isApiError(error)) return t('error.noAnswer.sentence', 'The server did not answer.');
  if (error.kind === 'network') return t('error.network', 'Could not reach the server.');
  const field = Object.values(error.fieldErrors)[0]?.[0];
  return field ?? error.message;
}

/**
 * Posts a comment: it shows at the end of the thread at once (an unsaved copy with a negative
 * id), the card's count goes up on the tile and in the panel, and the POST waits its turn in the
 * board's write queue (Idempotency-Key, kept in the outbox). A refusal takes the copy and the
 * count back; the caller gets the error to put the text back in the composer.
 */
export function usePostComment(boardId: number, cardId: number, author: CommentAuthor | null) {
  const queryClient = useQueryClient();
  const key = commentKeys.list(boardId, cardId);
  return useCreateComment<{ temporaryId: number }>({
    meta: { handlesOwnErrors: true },
    scope: boardWriteScope(boardId),
    onMutate: async ({ content }) => {
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      lastTemporaryId -= 1;
      const now = new Date().toISOString();
      const copy: CardComment = {
        id: lastTemporaryId,
        card_id: cardId,
        // Before the signed-in user is known, the copy is simply "You".
        user: author ?? { id: 0, name: 'You', avatar_url: null, deleted: false },
        content,
        created_at: now,
        updated_at: now,
        edited: false,
      };
      queryClient.setQueryData<CardComment[]>(key, (list) => [...(list ?? []), copy]);
      shiftCommentCount(queryClient, boardId, cardId, 1);
      return { temporaryId: lastTemporaryId };
    },
    onSuccess: (saved, _variables, context) => {
      queryClient.setQueryData<CardComment[]>(key, (list) =>
        list?.map((comment) => (comment.id === context.temporaryId ? saved : comment)),
      );
    },
    onError: (_error, _variables, context) => {
      if (!context) return;
      queryClient.setQueryData<CardComment[]>(key, (list) =>
        list?.filter((comment) => comment.id !== context.temporaryId),
      );
      shiftCommentCount(queryClient, boardId, cardId, -1);
    },
  });
}

/** Saves an edited comment; the form stays open (with the reason) when it is refused. */
export function useEditComment(boardId: number, cardId: number) {
  const queryClient = useQueryClient();
  const key = commentKeys.list(boardId, cardId);
  return useUpdateComment({
    meta: { handlesOwnErrors: true },
    scope: boardWriteScope(boardId),
    onSuccess: (saved) => {
      queryClient.setQueryData<CardComment[]>(key, (list) =>
        list?.map((comment) => (comment.id === saved.id ? saved : comment)),
      );
    },
  });
}

/**
 * Deletes a comment at once from the thread (and the count); a refusal puts it back where it was
 * and says why.
 */
export function useRemoveComment(boardId: number, cardId: number) {
  const queryClient = useQueryClient();
  const key = commentKeys.list(boardId, cardId);
  return useDeleteComment<{ previous: CardComment[] | undefined }>({
    meta: { handlesOwnErrors: true },
    scope: boardWriteScope(boardId),
    onMutate: async ({ commentId }) => {
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const previous = queryClient.getQueryData<CardComment[]>(key);
      queryClient.setQueryData<CardComment[]>(key, (list) =>
        list?.filter((comment) => comment.id !== commentId),
      );
      shiftCommentCount(queryClient, boardId, cardId, -1);
      return { previous };
    },
    onError: (error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      shiftCommentCount(queryClient, boardId, cardId, 1);
      toast.error(
        t('comments.deleteFailed', 'Could not delete the comment: {reason} It is back.', {
          reason: refusalReason(error),
        }),
      );
    },
  });
}
