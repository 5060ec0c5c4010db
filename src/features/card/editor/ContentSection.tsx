import { lazy, Suspense, useState } from 'react';
import { changeBase, parseChangeBase, type CardChangeBase } from '@/api/conflicts/card-changes';
import type { CardDetail } from '@/api/types';
import { Button } from '@/components/Button';
import {
  contentPlainText,
  documentFromText,
  emptyDocument,
  parseEditorDocument,
  serializeDocument,
  type EditorDocument,
} from '@/domain/editor-document';
import { ContentView } from './ContentView';
import { clearDraft, readDraft, writeDraft, type DraftKey } from '../draft-storage';
import { ConflictChoice } from '@/components/ConflictChoice';
import { useCardFieldSave } from '../properties/use-card-field-save';
import styles from '../panel/CardPanel.module.css';
import { t } from '@/lib/i18n/translate';

const ContentEditor = lazy(() => import('./ContentEditor'));

interface ContentSectionProps {
  card: CardDetail;
  canEdit: boolean;
  draftKey: DraftKey | null;
}

/** The card's description: read from the stored JSON, edited in the lazily loaded editor. */
export function ContentSection({ card, canEdit, draftKey }: ContentSectionProps) {
  const stored = card.content;
  const doc = parseEditorDocument(stored);
  const invalid = stored != null && stored !== '' && doc === null;
  const savedDraft = draftKey ? parseEditorDocument(readDraft(draftKey)) : null;
  const [editing, setEditing] = useState<EditorDocument | null>(savedDraft);
  const field = useCardFieldSave(card.board_id, card.id, 'content');
  // The card as it was when editing began (kept with the draft, so it outlives a reload): a
  // teammate's change saved meanwhile is a conflict.
  const [startedFrom, setStartedFrom] = useState<CardChangeBase | null>(() =>
    savedDraft && draftKey ? parseChangeBase(readDraft(draftKey, 'base')) : null,
  );

  function startEditing(): void {
    const base = changeBase(card, { content: card.content });
    setStartedFrom(base);
    if (draftKey) writeDraft(draftKey, JSON.stringify(base), 'base');
    setEditing(doc ?? (invalid && stored ? documentFromText(stored) : emptyDocument()));
  }

  function finish(): void {
    if (draftKey) {
      clearDraft(draftKey);
      clearDraft(draftKey, 'base');
    }
    setEditing(null);
    setStartedFrom(null);
  }

  function change(next: EditorDocument): void {
    setEditing(next);
    if (draftKey) writeDraft(draftKey, serializeDocument(next));
  }

  function save(): void {
    if (!editing) return;
    const changes = { content: serializeDocument(editing) };
    void field.save(changes, startedFrom ?? undefined).then((saved) => saved && finish());
  }

  if (editing) {
    return (
      <section aria-labelledby="card-content-heading" className={styles.section}>
        <h3 id="card-content-heading">{t('card.description', 'Description')}</h3>
        {savedDraft ? (
          <p className={styles.notice}>
            {t('card.description.restored', 'Restored your unsaved draft.')}
          </p>
        ) : null}
        <Suspense
          fallback={<p className={styles.muted}>{t('editor.loading', 'Loading the editor…')}</p>}
        >
          <ContentEditor
            initial={editing}
            label={t('card.description', 'Description')}
            boardId={card.board_id}
            onChange={change}
          />
        </Suspense>
        <div className={styles.actions}>
          <Button variant="primary" onClick={save} disabled={field.unsaved}>
            {field.unsaved
              ? t('common.saving', 'Saving…')
              : t('card.description.save', 'Save description')}
          </Button>
          <Button onClick={finish}>{t('card.description.discard', 'Discard changes')}</Button>
        </div>
        {field.conflict ? (
          <ConflictChoice
            conflict={field.conflict}
            format={(value) =>
              contentPlainText(typeof value === 'string' ? value : null) ||
              t('conflict.empty', '(empty)')
            }
            onResolved={finish}
          />
        ) : null}
      </section>
    );
  }

  return (
    <section aria-labelledby="card-content-heading" className={styles.section}>
      <h3 id="card-content-heading">{t('card.description', 'Description')}</h3>
      {invalid ? (
        <>
          <p className={styles.notice} role="note">
            {t(
              'card.description.invalid',
              "This description is not in the editor's format, so it is shown as plain text. It is kept as it is unless you edit and save it.",
            )}
          </p>
          <pre className={styles.plain}>{stored}</pre>
        </>
      ) : (
        <ContentView doc={doc ?? emptyDocument()} />
      )}
      {canEdit ? (
        <Button size="sm" onClick={startEditing}>
          {t('card.description.edit', 'Edit description')}
        </Button>
      ) : null}
    </section>
  );
}
