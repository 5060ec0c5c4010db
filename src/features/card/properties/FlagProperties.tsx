import { format } from 'date-fns';
import { useId } from 'react';
import type { CardDetail } from '@/api/types';
import { describedBy, PropertyRow } from './PropertyRow';
import { useCardFieldSave } from './use-card-field-save';
import styles from './Properties.module.css';

interface FlagPropertiesProps {
  card: CardDetail;
  canEdit: boolean;
}

function since(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : format(date, 'PP');
}

/** Pinned and Completed: a checkbox each, saved on change, with the date it happened. */
export function FlagProperties({ card, canEdit }: FlagPropertiesProps) {
  const ids = useId();
  const pinned = useCardFieldSave(card.board_id, card.id, 'pinned');
  const completed = useCardFieldSave(card.board_id, card.id, 'completed');
  const pinnedSince = since(card.pinned_at);
  const completedOn = since(card.completed_at);
  return (
    <>
      <PropertyRow
        label="Pinned"
        controlId={`${ids}-pinned`}
        messageId={`${ids}-pinned-message`}
        unsaved={pinned.unsaved}
        refusal={pinned.refusal}
      >
        <input
          id={`${ids}-pinned`}
          type="checkbox"
          checked={card.pinned_at !== null}
          disabled={!canEdit}
          aria-describedby={describedBy(
            pinnedSince && `${ids}-pinned-since`,
            pinned.refusal && `${ids}-pinned-message`,
          )}
          onChange={(event) => void pinned.save({ pinned: event.target.checked })}
        />
        {pinnedSince ? (
          <span id={`${ids}-pinned-since`} className={styles.hint}>
            Since {pinnedSince}
          </span>
        ) : null}
      </PropertyRow>
      <PropertyRow
        label="Completed"
        controlId={`${ids}-completed`}
        messageId={`${ids}-completed-message`}
        unsaved={completed.unsaved}
        refusal={completed.refusal}
      >
        <input
          id={`${ids}-completed`}
          type="checkbox"
          checked={card.is_completed}
          disabled={!canEdit}
          aria-describedby={describedBy(
            completedOn && `${ids}-completed-on`,
            completed.refusal && `${ids}-completed-message`,
          )}
          onChange={(event) => void completed.save({ completed: event.target.checked })}
        />
        {completedOn ? (
          <span id={`${ids}-completed-on`} className={styles.hint}>
            On {completedOn}
          </span>
        ) : null}
      </PropertyRow>
    </>
  );
}
