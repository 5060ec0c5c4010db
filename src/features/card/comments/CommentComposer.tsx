import { lazy, Suspense, useRef, useState } from 'react';
import type { CommentAuthor } from '@/api/types';
import { Button } from '@/components/Button';
import {
  documentPlainText,
  emptyDocument,
  parseEditorDocument,
  serializeDocument,
  type EditorDocument,
} from '@/domain/editor-document';
import { clearDraft, readDraft, writeDraft, type DraftKey } from '../draft-storage';
import { refusalReason, usePostComment } from './use-comment-writes';
import styles from './Comments.module.css';
import { t } from '@/lib/i18n/translate';

const ContentEditor = lazy(() => import('../editor/ContentEditor'));

interface CommentComposerProps {
  boardId: number;
  cardId: number;
  /** Per user, board and card: the unsent comment survives a reload and a re-login. */
  draftKey: DraftKey | null;
  author: CommentAuthor | null;
}

interface Refusal {
  doc: EditorDocument;
  reason: string;
}

const isBlank = (doc: EditorDocument) =>
  documentPlainText(doc).trim() === '' && !JSON.stringify(doc).includes('"type":"mention"');

/**
 * Writes a new comment in the description's editor (with @-mentions). The text is this
 * component's own state (the thread does not render again while someone types) and is kept as a
 * draft on every change. Posting (the button or Ctrl/Cmd+Enter) empties the editor at once: the
 * comment shows in the thread, marked unsaved, until the server has it. A refusal brings the
 * text back with the reason and a Retry.
 */
export function CommentComposer({ boardId, cardId, draftKey, author }: CommentComposerProps) {
  const [initial, setInitial] = useState<EditorDocument>(
    () => (draftKey && parseEditorDocument(readDraft(draftKey, 'comment'))) || emptyDocument(),
  );
  // A new editor (empty, or holding a refused comment) is a new mount.
  const [editorKey, setEditorKey] = useState(0);
  const doc = useRef(initial);
  const [blank, setBlank] = useState(() => isBlank(initial));
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const post = usePostComment(boardId, cardId, author);

  function change(next: EditorDocument): void {
    doc.current = next;
    setBlank(isBlank(next));
    if (draftKey) writeDraft(draftKey, serializeDocument(next), 'comment');
  }

  function reset(to: EditorDocument): void {
    doc.current = to;
    setInitial(to);
    setBlank(isBlank(to));
    setEditorKey((key) => key + 1);
  }

  function send(content: EditorDocument): void {
    setRefusal(null);
    if (draftKey) clearDraft(draftKey, 'comment');
    reset(emptyDocument());
    post.mutate(
      { boardId, cardId, content: serializeDocument(content) },
      {
        onError: (error) => {
          // The text comes back, unless something new was typed meanwhile.
          if (isBlank(doc.current)) {
            reset(content);
            if (draftKey) writeDraft(draftKey, serializeDocument(content), 'comment');
          }
          setRefusal({ doc: content, reason: refusalReason(error) });
        },
      },
    );
  }

  function submit(): void {
    if (!isBlank(doc.current)) send(doc.current);
  }

  return (
    <div className={styles.composer}>
      <Suspense
        fallback={<p className={styles.muted}>{t('editor.loading', 'Loading the editor…')}</p>}
      >
        <ContentEditor
          key={editorKey}
          initial={initial}
          label={t('comments.write', 'Write a comment')}
          boardId={boardId}
          onChange={change}
          onSubmit={submit}
        />
      </Suspense>
      {refusal ? (
        <div role="alert" className={styles.rowActions}>
          <p className={styles.error}>
            {t('comments.notPosted', 'Not posted: {reason}', { reason: refusal.reason })}
          </p>
          <Button size="sm" onClick={submit}>
            {t('common.retry', 'Retry')}
          </Button>
        </div>
      ) : null}
      <div className={styles.rowActions}>
        <Button variant="primary" size="sm" onClick={submit} disabled={blank}>
          {t('comments.post', 'Comment')}
        </Button>
        <span className={styles.muted} aria-hidden="true">
          {t('comments.postHint', 'Ctrl+Enter to post')}
        </span>
      </div>
    </div>
  );
}
