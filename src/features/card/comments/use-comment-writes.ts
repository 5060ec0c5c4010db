import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CommentCardRef, CommentRef } from '@/api/extensions/comments';
import { toast } from '@/components/toast';
import { isApiError } from '@/api/http/errors';
import {
  useCreateComment,
  useDeleteComment,
  useUpdateComment,
  type CreateCommentVariables,
} from '@/sync/writes/comments.write';
import { optimisticChange } from '@/sync/optimistic/optimistic-change';
import { isWriteCancelled } from '@/sync/queue/write-run';
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

/** The card's comment count moved by `delta` with the write's change, and back on a refusal. */
function withCommentCount<TVariables, TContext>(
  queryClient: QueryClient,
  { boardId, cardId }: CommentCardRef,
  delta: number,
  change: {
    onMutate: (variables: TVariables) => Promise<TContext>;
    onError: (error: Error, variables: TVariables, context: TContext | undefined) => void;
  },
) {
  return {
    onMutate: async (variables: TVariables) => {
      const context = await change.onMutate(variables);
      shiftCommentCount(queryClient, boardId, cardId, delta);
      return context;
    },
    onError: (error: Error, variables: TVariables, context: TContext | undefined) => {
      change.onError(error, variables, context);
      if (context && !isWriteCancelled(error))
        shiftCommentCount(queryClient, boardId, cardId, -delta);
    },
  };
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
  const change = optimisticChange(queryClient, {
    queryKey: key,
    apply: (list: CardComment[], { content, temporaryId }: CreateCommentVariables) => {
      if (temporaryId === undefined) return list;
      const now = new Date().toISOString();
      const copy: CardComment = {
        id: temporaryId,
        card_id: cardId,
        // Before the signed-in user is known, the copy is simply "You".
        user: author ?? { id: 0, name: 'You', avatar_url: null, deleted: false },
        content,
        created_at: now,
        updated_at: now,
        edited: false,
      };
      return [...list, copy];
    },
    // Only this copy goes: later comments still on their way stay.
    revert: (current, _before, { temporaryId }) =>
      current.filter((comment) => comment.id !== temporaryId),
  });
  const mutation = useCreateComment({
    meta: { handlesOwnErrors: true },
    scope: boardWriteScope(boardId),
    ...change,
    ...withCommentCount(queryClient, { boardId, cardId }, 1, change),
    onSuccess: (saved, { temporaryId }) => {
      queryClient.setQueryData<CardComment[]>(key, (list) =>
        list?.map((comment) => (comment.id === temporaryId ? saved : comment)),
      );
    },
  });
  const mutate: typeof mutation.mutate = (variables, options) => {
    lastTemporaryId -= 1;
    mutation.mutate({ ...variables, temporaryId: lastTemporaryId }, options);
  };
  return { ...mutation, mutate };
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
  const change = optimisticChange(queryClient, {
    queryKey: commentKeys.list(boardId, cardId),
    apply: (list: CardComment[], { commentId }: CommentRef) =>
      list.filter((comment) => comment.id !== commentId),
    // Said in the thread's own words (a field's message, an unreachable server).
    refused: (error) => {
      toast.error(
        t('comments.deleteFailed', 'Could not delete the comment: {reason} It is back.', {
          reason: refusalReason(error),
        }),
      );
      return true;
    },
  });
  return useDeleteComment({
    meta: { handlesOwnErrors: true },
    scope: boardWriteScope(boardId),
    ...change,
    ...withCommentCount(queryClient, { boardId, cardId }, -1, change),
  });
}
