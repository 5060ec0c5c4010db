import { useState } from 'react';
import {
  emptyDocument,
  parseEditorDocument,
  serializeDocument,
  type EditorDocument,
} from '@/domain/editor-document';
import { clearDraft, readDraft, writeDraft, type DraftKey } from '../draft-storage';
import {
  EMPTY_NEW_CARD,
  isEmptyNewCard,
  readNewCardFields,
  writeNewCardFields,
  type NewCardFields,
} from './new-card-draft';

export interface NewCardDraft {
  fields: NewCardFields;
  update: (changes: Partial<NewCardFields>) => void;
  content: EditorDocument;
  /** Replaces the description; `remount` restarts the editor on it (a template, a discard). */
  changeContent: (doc: EditorDocument, options?: { remount?: boolean }) => void;
  /** The editor's key: it changes when the editor must start again from `content`. */
  editorKey: number;
  /** The form opened on a kept draft (until it is discarded). */
  restored: boolean;
  /** Empties the form and forgets the draft. */
  discard: () => void;
  /** Forgets the draft (the card was created). */
  forget: () => void;
}

/**
 * The "New card" form's state, kept in localStorage per user and board (draft-storage.ts) on
 * every change: the description and the other fields. Without a user (`key` null) it is only
 * in memory.
 */
export function useNewCardDraft(key: DraftKey | null): NewCardDraft {
  const [fields, setFields] = useState<NewCardFields>(() =>
    key ? readNewCardFields(key) : EMPTY_NEW_CARD,
  );
  const [content, setContent] = useState<EditorDocument>(
    () => (key && parseEditorDocument(readDraft(key))) || emptyDocument(),
  );
  const [restored, setRestored] = useState(
    () => key !== null && (!isEmptyNewCard(readNewCardFields(key)) || readDraft(key) !== null),
  );
  const [editorKey, setEditorKey] = useState(0);

  function forget(): void {
    if (!key) return;
    clearDraft(key);
    clearDraft(key, 'fields');
  }

  return {
    fields,
    update(changes) {
      const next = { ...fields, ...changes };
      setFields(next);
      if (key) writeNewCardFields(key, next);
    },
    content,
    changeContent(doc, options) {
      setContent(doc);
      if (key) writeDraft(key, serializeDocument(doc));
      if (options?.remount) setEditorKey((previous) => previous + 1);
    },
    editorKey,
    restored,
    discard() {
      forget();
      setFields(EMPTY_NEW_CARD);
      setContent(emptyDocument());
      setEditorKey((previous) => previous + 1);
      setRestored(false);
    },
    forget,
  };
}
