import { useId, useRef } from 'react';
import type { CardDetail } from '@/api/types';
import { dueDateStatus } from '@/domain/due-dates';
import { fromLocalInput, toLocalInput } from '../due-input';
import { useFocusWhenWanted } from '../panel/panel-focus';
import { describedBy, PropertyRow } from './PropertyRow';
import { useCardFieldSave } from './use-card-field-save';
import { enterCommits, useFieldDraft } from './use-field-draft';
import styles from './Properties.module.css';
import { t } from '@/lib/i18n/translate';

const DUE_HINTS = {
  OVERDUE: () => t('card.due.overdue', 'Overdue'),
  NEAR: () => t('card.due.near', 'Due within 48 hours'),
  FAR: () => null,
} as const;

interface DueDatePropertyProps {
  card: CardDetail;
  canEdit: boolean;
  now?: Date;
}

/**
 * The due date, saved when the field is left or Enter is pressed. What was typed stays until it
 * is saved: a refusal puts the card's date back but not the field's text, and says why beside it.
 */
export function DueDateProperty({ card, canEdit, now = new Date() }: DueDatePropertyProps) {
  const ids = useId();
  const field = useCardFieldSave(card.board_id, card.id, 'due_date');
  const draft = useFieldDraft(toLocalInput(card.due_date));
  const status = dueDateStatus(card, now);
  const hint = status ? DUE_HINTS[status]() : null;
  const inputRef = useRef<HTMLInputElement>(null);
  useFocusWhenWanted(card.id, 'due_date', () => (canEdit ? inputRef.current : null));

  function commit(): void {
    const typed = draft.text;
    const next = fromLocalInput(typed);
    if (!draft.dirty || next === card.due_date) {
      draft.discard();
      return;
    }
    void field.save({ due_date: next }).then((saved) => saved && draft.saved(typed));
  }

  return (
    <PropertyRow
      label={t('card.due', 'Due date')}
      controlId={`${ids}-control`}
      messageId={`${ids}-message`}
      unsaved={field.unsaved}
      refusal={field.refusal}
      conflict={field.conflict}
    >
      <input
        ref={inputRef}
        id={`${ids}-control`}
        type="datetime-local"
        value={draft.text}
        disabled={!canEdit}
        aria-describedby={describedBy(hint && `${ids}-hint`, field.refusal && `${ids}-message`)}
        onChange={(event) => draft.edit(event.target.value)}
        onBlur={commit}
        onKeyDown={enterCommits(commit)}
      />
      {hint ? (
        <span id={`${ids}-hint`} className={status === 'OVERDUE' ? styles.overdue : styles.hint}>
          {hint}
        </span>
      ) : null}
      {canEdit && card.due_date !== null ? (
        <button
          type="button"
          className={styles.change}
          aria-label={t('card.due.clearLabel', 'Clear due date')}
          onClick={() => {
            draft.discard();
            void field.save({ due_date: null });
          }}
        >
          {t('card.due.clear', 'Clear')}
        </button>
      ) : null}
    </PropertyRow>
  );
}
