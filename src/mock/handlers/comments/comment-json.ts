import {
  isValidEditorDocument,
  documentFromText,
  serializeDocument,
} from '@/domain/editor-document';
import { userById } from '../../db/queries';
import type { CommentRecord, Db } from '../../db/types';

/**
 * The comment's author: a removed or soft-deleted user keeps their name and shows
 * `deleted: true` (the comment stays readable and attributed).
 */
function authorJson(db: Db, userId: number) {
  const user = userById(db, userId);
  if (!user) return { id: userId, name: 'Deleted user', avatar_url: null, deleted: true };
  return {
    id: user.id,
    name: user.name,
    avatar_url: user.avatar_url,
    deleted: user.deleted_at != null,
  };
}

/** Data stored before comments were served holds plain text: served as a one-paragraph document. */
function contentOf(comment: CommentRecord): string {
  return isValidEditorDocument(comment.body)
    ? comment.body
    : serializeDocument(documentFromText(comment.body));
}

export function isLiveComment(comment: CommentRecord): boolean {
  return comment.deleted_at == null;
}

export function commentJson(db: Db, comment: CommentRecord) {
  return {
    id: comment.id,
    card_id: comment.card_id,
    user: authorJson(db, comment.user_id),
    content: contentOf(comment),
    created_at: comment.created_at,
    updated_at: comment.edited_at ?? comment.created_at,
    edited: comment.edited_at != null,
  };
}
