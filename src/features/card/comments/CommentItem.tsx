import { memo, useId, useLayoutEffect, useRef, useState } from 'react';
import type { CardComment } from '@/api/types';
import { Avatar } from '@/components/Avatar';
import { UnsavedBadge } from '@/components/UnsavedBadge';
import { documentFromText, parseEditorDocument } from '@/domain/editor-document';
import { ContentView } from '../editor/ContentView';
import { authorName } from './comment-author';
import { CommentActions } from './CommentActions';
import { CommentEditForm } from './CommentEditForm';
import { DeleteCommentDialog } from './DeleteCommentDialog';
import { RelativeTime } from './RelativeTime';
import { isUnsavedComment, useRemoveComment } from './use-comment-writes';
import styles from './Comments.module.css';
import { t } from '@/lib/i18n/translate';

export interface CommentItemProps {
  /** The timeline's key (focus lands on it after "Show earlier"). */
  entryKey: string;
  comment: CardComment;
  boardId: number;
  cardId: number;
  removedUserIds: ReadonlySet<number>;
  /** The author: edit and delete. */
  isOwn: boolean;
  /** A manager deletes anyone's. */
  canModerate: boolean;
  /** Landed on from a notification: highlighted briefly. */
  highlighted: boolean;
  /** Focus has nowhere to stay (this comment is going): the thread takes it. */
  onFocusLost: () => void;
}

/** One comment: who, when (edited or not), its content read-only, and the author's actions. */
export const CommentItem = memo(function CommentItem({
  entryKey,
  comment,
  boardId,
  cardId,
  removedUserIds,
  isOwn,
  canModerate,
  highlighted,
  onFocusLost,
}: CommentItemProps) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useRemoveComment(boardId, cardId);
  const nameId = useId();
  const item = useRef<HTMLLIElement>(null);
  const name = authorName(comment, removedUserIds);
  const unsaved = isUnsavedComment(comment);
  const focusLost = useRef(onFocusLost);
  useLayoutEffect(() => {
    focusLost.current = onFocusLost;
  });
  // A deleted comment leaves the list with the focus on its Delete button: move it on.
  useLayoutEffect(() => {
    const node = item.current;
    return () => {
      if (node?.contains(document.activeElement)) focusLost.current();
    };
  }, []);

  return (
    <li
      ref={item}
      id={`comment-${comment.id}`}
      className={styles.comment}
      tabIndex={-1}
      data-entry={entryKey}
      aria-labelledby={nameId}
      data-highlighted={highlighted || undefined}
    >
      <Avatar name={name} avatarUrl={comment.user?.avatar_url} decorative />
      <p className={styles.meta}>
        <bdi id={nameId} className={styles.author}>
          {name}
        </bdi>
        <RelativeTime iso={comment.created_at} className={styles.muted} />
        {comment.edited ? (
          <span className={styles.muted}>{t('comments.edited', 'edited')}</span>
        ) : null}
        {unsaved ? <UnsavedBadge /> : null}
      </p>
      <div className={styles.body}>
        {editing ? (
          <CommentEditForm
            comment={comment}
            boardId={boardId}
            cardId={cardId}
            onDone={() => setEditing(false)}
          />
        ) : (
          <ContentView
            doc={parseEditorDocument(comment.content) ?? documentFromText(comment.content ?? '')}
            emptyText={t('comments.emptyComment', '(empty comment)')}
          />
        )}
      </div>
      {!editing && !unsaved && (isOwn || canModerate) ? (
        <CommentActions
          authorName={name}
          canEdit={isOwn}
          onEdit={() => setEditing(true)}
          onDelete={() => setConfirming(true)}
        />
      ) : null}
      <DeleteCommentDialog
        open={confirming}
        authorName={isOwn ? null : name}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          remove.mutate({ boardId, cardId, commentId: comment.id });
        }}
      />
    </li>
  );
});
