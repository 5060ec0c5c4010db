import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { LIMITS } from '@/domain/limits';
import { PendingCards } from './PendingCards';
import { useQuickAdd } from './use-quick-add';
import styles from './Cards.module.css';
import { t } from '@/lib/i18n/translate';

const TITLE_MAX = LIMITS.cardTitle.max;
/** The counter shows once a title gets this close to the limit. */
const COUNTER_FROM = TITLE_MAX - 55;

interface QuickAddCardProps {
  boardId: number;
  columnId: number;
  columnName: string;
  /** The card is on the board (the refetch is done): the column can scroll to it. */
  onAdded?: () => void;
}

/**
 * "Add a card" at the bottom of a column: Enter adds the title at the end and keeps the field
 * open and empty for the next one; Escape, or leaving it empty, closes it.
 */
export function QuickAddCard({ boardId, columnId, columnName, onAdded }: QuickAddCardProps) {
  const [open, setOpen] = useState(false);
  const { title, setTitle, error, pending, add, clear } = useQuickAdd(boardId, columnId, onAdded);
  const fieldId = useId();
  const errorId = `${fieldId}-error`;
  const counterId = `${fieldId}-counter`;
  // Escape gives focus back to "Add a card" (the field it was in is gone).
  const refocus = useRef(false);

  function close(): void {
    setOpen(false);
    clear();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>): void {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void add();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      refocus.current = true;
      close();
    }
  }

  // Shown even when the field was closed while the card was in flight; opening it again
  // brings back the refused title.
  const errorMessage = error ? (
    <p id={errorId} className={styles.error} role="alert">
      {open
        ? t('quickAdd.failedOpen', 'Could not add “{title}”: {reason} Press Enter to try again.', {
            title: error.title,
            reason: error.reason,
          })
        : t('quickAdd.failed', 'Could not add “{title}”: {reason} Add a card to try again.', {
            title: error.title,
            reason: error.reason,
          })}
    </p>
  ) : null;

  if (!open) {
    return (
      <div className={styles.quickAdd}>
        <PendingCards cards={pending} columnName={columnName} />
        {errorMessage}
        <button
          type="button"
          ref={(button) => {
            if (button && refocus.current) button.focus();
            refocus.current = false;
          }}
          data-quick-add
          className={styles.addCardButton}
          onClick={() => setOpen(true)}
          aria-label={t('quickAdd.open', 'Add a card to {column}', { column: columnName })}
        >
          <span aria-hidden="true">+ </span>
          {t('quickAdd.button', 'Add a card')}
        </button>
      </div>
    );
  }

  const showCounter = title.length >= COUNTER_FROM;
  const describedBy = [error ? errorId : null, showCounter ? counterId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={styles.quickAdd}>
      <PendingCards cards={pending} columnName={columnName} />
      <textarea
        id={fieldId}
        className={styles.titleInput}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          if (title.trim() === '') close();
        }}
        maxLength={TITLE_MAX}
        rows={2}
        placeholder={t('quickAdd.placeholder', 'Card title, Enter to add')}
        aria-label={t('quickAdd.input', 'Title of a new card in {column}', { column: columnName })}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        autoFocus
      />
      {showCounter ? (
        <p
          id={counterId}
          className={styles.counter}
          data-full={title.length >= TITLE_MAX || undefined}
        >
          {title.length}/{TITLE_MAX}
        </p>
      ) : null}
      {errorMessage}
    </div>
  );
}
