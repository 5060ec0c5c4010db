import { format } from 'date-fns';
import { useId } from 'react';
import type { UpdateCardInput } from '@/api/extensions/cards';
import type { CardDetail } from '@/api/types';
import { describedBy, PropertyRow } from './PropertyRow';
import { useCardFieldSave } from './use-card-field-save';
import styles from './Properties.module.css';

interface FlagPropertiesProps {
  card: CardDetail;
  canEdit: boolean;
}

/** Pinned and Completed: a checkbox each, saved on change, with the date it happened. */
export function FlagProperties({ card, canEdit }: FlagPropertiesProps) {
  return (
    <>
      <FlagRow
        card={card}
        canEdit={canEdit}
        field="pinned"
        label="Pinned"
        checked={card.pinned_at !== null}
        since={dated('Since', card.pinned_at)}
      />
      <FlagRow
        card={card}
        canEdit={canEdit}
        field="completed"
        label="Completed"
        checked={card.is_completed}
        since={dated('On', card.completed_at)}
      />
    </>
  );
}

interface FlagRowProps extends FlagPropertiesProps {
  field: 'pinned' | 'completed';
  label: string;
  checked: boolean;
  /** When it happened, in words (null when it did not, or the date is unreadable). */
  since: string | null;
}

function FlagRow({ card, canEdit, field, label, checked, since }: FlagRowProps) {
  const ids = useId();
  const save = useCardFieldSave(card.board_id, card.id, field);
  const changes = (on: boolean): UpdateCardInput => ({ [field]: on });
  return (
    <PropertyRow
      label={label}
      controlId={`${ids}-control`}
      messageId={`${ids}-message`}
      unsaved={save.unsaved}
      refusal={save.refusal}
      conflict={save.conflict}
    >
      <input
        id={`${ids}-control`}
        type="checkbox"
        checked={checked}
        disabled={!canEdit}
        aria-describedby={describedBy(since && `${ids}-since`, save.refusal && `${ids}-message`)}
        onChange={(event) => void save.save(changes(event.target.checked))}
      />
      {since ? (
        <span id={`${ids}-since`} className={styles.hint}>
          {since}
        </span>
      ) : null}
    </PropertyRow>
  );
}

/** "Since Nov 21, 2026"; null without a readable date. */
function dated(prefix: string, iso: string | null): string | null {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? `${prefix} ${format(date, 'PP')}` : null;
}
