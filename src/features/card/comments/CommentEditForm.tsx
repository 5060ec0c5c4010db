import { lazy, Suspense, useRef, useState } from 'react';
import type { CardComment } from '@/api/types';
import { Button } from '@/components/Button';
import {
  documentFromText,
  emptyDocument,
  parseEditorDocument,
  serializeDocument,
  type EditorDocument,
} from '@/domain/editor-document';
import { refusalReason, useEditComment } from './use-comment-writes';
import styles from './Comments.module.css';
import { t } from '@/lib/i18n/translate';

const ContentEditor = lazy(() => import('../editor/ContentEditor'));

interface CommentEditFormProps {
  comment: CardComment;
  boardId: number;
  cardId: number;
  onDone: () => void;
}

/** The author's edit of a comment: the same editor, Save (or Ctrl+Enter) and Cancel. */
export function CommentEditForm({ comment, boardId, cardId, onDone }: CommentEditFormProps) {
  const [initial] = useState<EditorDocument>(
    () =>
      parseEditorDocument(comment.content) ??
      (comment.content ? documentFromText(comment.content) : emptyDocument()),
  );
  const doc = useRef(initial);
  const edit = useEditComment(boardId, cardId);
  const [error, setError] = useState<string | null>(null);

  function save(): void {
    if (edit.isPending) return;
    setError(null);
    edit.mutate(
      { boardId, cardId, commentId: comment.id, content: serializeDocument(doc.current) },
      { onSuccess: onDone, onError: (failure) => setError(refusalReason(failure)) },
    );
  }

  return (
    <div className={styles.composer}>
      <Suspense
        fallback={<p className={styles.muted}>{t('editor.loading', 'Loading the editor…')}</p>}
      >
        <ContentEditor
          initial={initial}
          label={t('comments.editLabel', 'Edit comment')}
          boardId={boardId}
          autoFocus
          onChange={(next) => {
            doc.current = next;
          }}
          onSubmit={save}
        />
      </Suspense>
      {error ? (
        <p role="alert" className={styles.error}>
          {t('comments.notSaved', 'Not saved: {reason}', { reason: error })}
        </p>
      ) : null}
      <div className={styles.rowActions}>
        <Button size="sm" variant="primary" onClick={save} disabled={edit.isPending}>
          {edit.isPending ? t('common.saving', 'Saving…') : t('common.save', 'Save')}
        </Button>
        <Button size="sm" onClick={onDone}>
          {t('common.cancel', 'Cancel')}
        </Button>
      </div>
    </div>
  );
}
