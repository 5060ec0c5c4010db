import { useId } from 'react';
import type { UpdateCardInput } from '@/api/extensions/cards';
import type { CardDetail } from '@/api/types';
import { describedBy, PropertyRow } from './PropertyRow';
import { useCardFieldSave } from './use-card-field-save';
import styles from './Properties.module.css';
import { Checkbox } from '@/components/Checkbox';
import { formatDate } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/translate';

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
        label={t('card.pinned', 'Pinned')}
        checked={card.pinned_at !== null}
        since={dated(card.pinned_at, (day) => t('card.pinned.since', 'Since {day}', { day }))}
      />
      <FlagRow
        card={card}
        canEdit={canEdit}
        field="completed"
        label={t('card.completed', 'Completed')}
        checked={card.is_completed}
        since={dated(card.completed_at, (day) => t('card.completed.on', 'On {day}', { day }))}
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
      <Checkbox
        id={`${ids}-control`}
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
function dated(iso: string | null, text: (day: string) => string): string | null {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? text(formatDate(date, 'mediumDate')) : null;
}
