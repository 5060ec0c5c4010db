import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { changeBase } from '@/api/conflicts/card-changes';
import { isCardConflict } from '@/api/conflicts/update-card-merging';
import { sendWrite } from '@/sync/outbox/send-write';
import { useWriteServices } from '@/sync/writes/use-write-services';
import type { Card } from '@/api/types';
import { LIMITS } from '@/domain/limits';
import { refusalText, patchCardWrite, recordPatch } from '@/features/card';
import { cardKeysState, type Renaming } from './card-keys-state';
import { focusCard } from '@/features/board-core';
import styles from './RenameCardField.module.css';
import { t } from '@/lib/i18n/translate';

interface RenameCardFieldProps {
  boardId: number;
  card: Card;
  renaming: Renaming;
}

/**
 * The card's title as a field, over its tile or row (`e`): Enter saves through the card write
 * (shown at once, queued, kept until saved) and puts focus back on the card; Escape puts the
 * title back. A refused title comes back into the field, with the reason beside it.
 */
export function RenameCardField({ boardId, card, renaming }: RenameCardFieldProps) {
  const services = useWriteServices();
  const ids = useId();
  const [text, setText] = useState(renaming.text ?? card.title);
  const [message, setMessage] = useState(renaming.message);
  // The card as it was when renaming began: a teammate's rename meanwhile is not overwritten.
  const base = useRef(renaming.base ?? changeBase(card, { title: card.title }));
  const done = useRef(false);
  // A refused title comes back without taking focus from wherever the user has gone since.
  const [takeFocus] = useState(() => renaming.message === undefined || focusOnThisCard(card.id));

  function finish(refocus: boolean): void {
    done.current = true;
    cardKeysState.endRename();
    if (refocus) focusCard(card.id);
  }

  function commit(refocus: boolean): void {
    if (done.current) return;
    const title = text.trim();
    if (title === '') {
      setMessage('A card needs a title.');
      return;
    }
    // After a clash the board shows the user's title already: it still has to be saved.
    if (title === card.title && renaming.base === undefined) {
      finish(refocus);
      return;
    }
    const typed = text;
    const cardId = card.id;
    const variables = { boardId, cardId, changes: { title }, base: base.current };
    const sent = sendWrite(services, patchCardWrite(services, { boardId, cardId }), variables);
    // On the board's undo history at once; its toast (with Undo) once the title is saved.
    recordPatch(
      services,
      variables,
      sent.then(
        () => true,
        () => false,
      ),
    );
    sent.catch((error: unknown) => {
      cardKeysState.rename(
        isCardConflict(error)
          ? {
              cardId,
              text: typed,
              message: t(
                'rename.conflict',
                'Not saved: someone renamed it to “{title}” meanwhile. Enter saves yours.',
                { title: error.current.title },
              ),
              base: changeBase(error.current, { title: error.current.title }),
            }
          : { cardId, text: typed, message: refusalText(error, 'title') },
      );
    });
    cardKeysState.say(t('rename.done', 'Renamed #{number}', { number: String(card.number) }));
    finish(refocus);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    if (event.key === 'Escape') {
      event.preventDefault();
      finish(true);
    }
  }

  return (
    <form
      className={styles.form}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        commit(true);
      }}
      // Not the start of a drag of the card underneath.
      onPointerDown={(event) => event.stopPropagation()}
    >
      <input
        className={styles.input}
        aria-label={t('rename.label', 'Title of #{number}', { number: String(card.number) })}
        value={text}
        maxLength={LIMITS.cardTitle.max}
        autoFocus={takeFocus}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${ids}-message` : `${ids}-hint`}
        onChange={(event) => {
          setText(event.target.value);
          setMessage(undefined);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => commit(false)}
      />
      {message ? (
        <p id={`${ids}-message`} className={styles.message} role="alert">
          {message}
        </p>
      ) : (
        <p id={`${ids}-hint`} className="visually-hidden">
          {t('rename.hint', 'Enter saves, Escape cancels.')}
        </p>
      )}
    </form>
  );
}

function focusOnThisCard(cardId: number): boolean {
  const active = document.activeElement;
  if (!active || active === document.body) return true;
  return active.closest(`[data-card-id="${cardId}"]`) !== null;
}
