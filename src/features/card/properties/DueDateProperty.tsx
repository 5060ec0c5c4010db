import { useId, useRef } from 'react';
import type { CardDetail } from '@/api/types';
import { DateField } from '@/components/DateField';
import { dueDateStatus } from '@/domain/due-dates';
import { fromLocalInput, toLocalInput } from '../due-input';
import { useFocusWhenWanted } from '../panel/panel-focus';
import { describedBy, PropertyRow } from './PropertyRow';
import { useCardFieldSave } from './use-card-field-save';
import { useFieldDraft } from './use-field-draft';
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

  // Takes the value rather than reading the draft: a picked day is edited and committed at once.
  function commit(typed: string): void {
    const next = fromLocalInput(typed);
    if (typed === toLocalInput(card.due_date) || next === card.due_date) {
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
      <DateField
        inputRef={inputRef}
        id={`${ids}-control`}
        mode="datetime"
        value={draft.text}
        disabled={!canEdit}
        invalid={field.refusal !== undefined}
        describedBy={describedBy(hint && `${ids}-hint`, field.refusal && `${ids}-message`)}
        onChange={draft.edit}
        onCommit={commit}
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
