import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { changeBase, type CardChangeBase } from '@/api/conflicts/card-changes';
import type { CardDetail } from '@/api/types';
import { UnsavedBadge } from '@/components/UnsavedBadge';
import { ConflictChoice } from '@/components/ConflictChoice';
import { FieldMessage } from '../FieldMessage';
import { describedBy } from '../properties/PropertyRow';
import { useCardFieldSave } from '../properties/use-card-field-save';
import { useFieldDraft } from '../properties/use-field-draft';
import styles from './CardPanel.module.css';
import { LIMITS } from '@/domain/limits';
import { t } from '@/lib/i18n/translate';

const TITLE_MAX = LIMITS.cardTitle.max;
/** The character count shows once the title nears the limit. */
const COUNT_FROM = TITLE_MAX - 40;

/**
 * The card's title as an editable heading: saved on Enter or when left; Escape puts the saved
 * title back. What was typed stays until it is saved (a refusal says why under it).
 */
export function CardTitleField({ card }: { card: CardDetail }) {
  const ids = useId();
  const field = useCardFieldSave(card.board_id, card.id, 'title');
  const draft = useFieldDraft(card.title);
  // The card as it was when typing began: a teammate's rename arriving meanwhile is a conflict.
  const [startedFrom, setStartedFrom] = useState<CardChangeBase | null>(null);
  const empty = draft.text.trim() === '';
  const message = empty ? t('card.title.required', 'A card needs a title.') : field.refusal;

  function commit(event?: FormEvent): void {
    event?.preventDefault();
    // Someone else renamed the card meanwhile: the user's choice decides, not leaving the field.
    if (field.conflict) return;
    const trimmed = draft.text.trim();
    if (trimmed === '') return;
    if (trimmed === card.title) {
      draft.discard();
      return;
    }
    const typed = draft.text;
    void field
      .save({ title: trimmed }, startedFrom ?? undefined)
      .then((saved) => saved && draft.saved(typed));
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>): void {
    if (event.key === 'Enter') {
      commit(event);
    } else if (event.key === 'Escape' && draft.dirty) {
      // The panel does not close on this Escape (CardPanel checks `data-editing`).
      draft.discard();
    }
  }

  return (
    <div className={styles.titleField}>
      <textarea
        className={styles.titleInput}
        aria-label={t('card.title.label', 'Title')}
        value={draft.text}
        rows={1}
        maxLength={TITLE_MAX}
        data-editing={draft.dirty || undefined}
        aria-invalid={empty || undefined}
        aria-describedby={describedBy(
          message && `${ids}-message`,
          draft.text.length >= COUNT_FROM && `${ids}-count`,
        )}
        onChange={(event) => {
          if (!draft.dirty) setStartedFrom(changeBase(card, { title: card.title }));
          draft.edit(event.target.value.replace(/\n/g, ' '));
        }}
        onBlur={() => commit()}
        onKeyDown={onKeyDown}
      />
      {draft.text.length >= COUNT_FROM ? (
        <span id={`${ids}-count`} className={styles.muted}>
          {draft.text.length} of {TITLE_MAX} characters
        </span>
      ) : null}
      {field.unsaved ? <UnsavedBadge /> : null}
      <FieldMessage id={`${ids}-message`} message={message} />
      {field.conflict ? (
        <ConflictChoice
          conflict={field.conflict}
          onResolved={(choice) => (choice === 'mine' ? draft.saved(draft.text) : draft.discard())}
        />
      ) : null}
    </div>
  );
}
