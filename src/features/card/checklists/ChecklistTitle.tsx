import { Pencil } from 'lucide';
import { useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { fieldError } from '@/api/http/errors';
import { useRenameChecklist } from '@/sync/writes/checklists.write';
import { boardWriteScope } from '@/sync/queue/write-scope';
import type { ChecklistRef } from '@/api/endpoints/checklists';
import { Icon } from '@/components/Icon';
import styles from './ChecklistTitle.module.css';
import { t } from '@/lib/i18n/translate';

interface ChecklistTitleProps {
  /** The id the checklist's region is labelled by: the title's text, never the field. */
  headingId: string;
  checklistRef: ChecklistRef;
  title: string;
  canEdit: boolean;
}

/**
 * The checklist's title as its heading; with the right to edit, the heading is a button that
 * turns it into a field (click or Enter). Enter or leaving the field saves, Escape cancels; a
 * refused title stays in the field as typed, with the reason beside it.
 */
export function ChecklistTitle({ headingId, checklistRef, title, canEdit }: ChecklistTitleProps) {
  const [draft, setDraft] = useState<string | null>(null);
  // The title just saved, shown until the refetched checklist carries it.
  const [saved, setSaved] = useState<string | null>(null);
  if (saved !== null && saved === title) setSaved(null);
  const focusButton = useRef(false);
  const button = useRef<HTMLButtonElement>(null);
  const cancelled = useRef(false);
  const rename = useRenameChecklist({
    meta: { handlesOwnErrors: true },
    scope: boardWriteScope(checklistRef.boardId),
  });
  useLayoutEffect(() => {
    if (draft === null && focusButton.current) {
      focusButton.current = false;
      button.current?.focus();
    }
  }, [draft]);

  const current = saved ?? title;
  const shown = current || t('card.checklist', 'Checklist');
  if (!canEdit) return <h3 id={headingId}>{shown}</h3>;

  function close(withFocus: boolean): void {
    focusButton.current = withFocus;
    rename.reset();
    setDraft(null);
  }

  function save(withFocus: boolean, event?: FormEvent): void {
    event?.preventDefault();
    if (draft === null || cancelled.current || rename.isPending) return;
    const trimmed = draft.trim();
    if (trimmed === '' || trimmed === current) {
      close(withFocus);
      return;
    }
    rename.mutate(
      { ...checklistRef, title: trimmed },
      {
        onSuccess: () => {
          setSaved(trimmed);
          close(withFocus);
        },
      },
    );
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    if (event.key !== 'Escape') return;
    // The panel closes on Escape too: here it only leaves the field.
    event.preventDefault();
    event.stopPropagation();
    cancelled.current = true;
    close(true);
  }

  if (draft === null) {
    return (
      <h3 className={styles.heading}>
        <button
          ref={button}
          type="button"
          className={styles.titleButton}
          title={t('card.checklist.rename', 'Rename checklist')}
          onClick={() => {
            cancelled.current = false;
            setDraft(current);
          }}
        >
          <span id={headingId}>{shown}</span>
          <Icon icon={Pencil} className={styles.pencil} />
        </button>
      </h3>
    );
  }

  const error = rename.error
    ? (fieldError(rename.error, 'title') ??
      t('card.checklist.renameFailed', 'Not renamed: the server did not take it. Try again.'))
    : null;
  const errorId = `${headingId}-error`;
  return (
    <form onSubmit={(event) => save(true, event)} className={styles.form}>
      <span id={headingId} hidden>
        {shown}
      </span>
      <input
        className={styles.input}
        aria-label={t('card.checklist.titleField', 'Checklist title')}
        value={draft}
        maxLength={255}
        autoFocus
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => save(false)}
      />
      {error ? (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </form>
  );
}
