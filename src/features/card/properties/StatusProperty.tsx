import { useId } from 'react';
import { isKnown } from '@/api';
import type { CardDetail } from '@/api/types';
import { CARD_STATUSES, type CardStatus } from '@/domain/enums';
import { cardStatusLabel } from '@/domain/status-labels';
import { PropertyRow } from './PropertyRow';
import { useCardFieldSave } from './use-card-field-save';
import { t } from '@/lib/i18n/translate';

interface StatusPropertyProps {
  card: CardDetail;
  canEdit: boolean;
}

/** The card's status, changed and saved in place. */
export function StatusProperty({ card, canEdit }: StatusPropertyProps) {
  const ids = useId();
  const field = useCardFieldSave(card.board_id, card.id, 'status');
  const unknown = card.status !== null && !isKnown(CARD_STATUSES, card.status);
  return (
    <PropertyRow
      label={t('card.status', 'Status')}
      controlId={`${ids}-control`}
      messageId={`${ids}-message`}
      unsaved={field.unsaved}
      refusal={field.refusal}
      conflict={field.conflict}
    >
      <select
        id={`${ids}-control`}
        value={card.status ?? ''}
        disabled={!canEdit}
        aria-describedby={field.refusal ? `${ids}-message` : undefined}
        onChange={(event) =>
          void field.save({
            status: event.target.value === '' ? null : (event.target.value as CardStatus),
          })
        }
      >
        <option value="">{t('card.none', 'None')}</option>
        {/* A status this app does not know (a newer server) shows as it is, not as None. */}
        {unknown ? <option value={card.status ?? ''}>Unknown ({card.status})</option> : null}
        {CARD_STATUSES.map((status) => (
          <option key={status} value={status}>
            {cardStatusLabel(status)}
          </option>
        ))}
      </select>
    </PropertyRow>
  );
}
