import { useId, useState } from 'react';
import type { Card } from '@/api/types';
import { Button } from '@/components/Button';
import { useWriteServices } from '@/sync/writes/use-write-services';
import { deleteCardUndoably } from './delete-card';
import styles from './DeleteCardForm.module.css';
import { t } from '@/lib/i18n/translate';

interface DeleteCardFormProps {
  boardId: number;
  card: Card;
  onCancel: () => void;
  /** Called once the delete is sent (it is optimistic: the card leaves the board at once). */
  onDeleted: () => void;
}

/** The "Delete card" confirmation; asks whether to stop the series of a recurrent card. */
export function DeleteCardForm({ boardId, card, onCancel, onDeleted }: DeleteCardFormProps) {
  const services = useWriteServices();
  const [stopRecurrence, setStopRecurrence] = useState(false);
  const checkboxId = useId();

  function confirm(): void {
    deleteCardUndoably(services, {
      boardId,
      cardId: card.id,
      ...(card.is_recurrent ? { stopRecurrence } : {}),
    });
    onDeleted();
  }

  // The title sits where the language puts it, isolated for right-to-left names.
  const [before, after] = t('card.delete.text', '{title} will be deleted.').split('{title}');
  return (
    <div>
      <p className={styles.confirmText}>
        {before}
        <bdi className={styles.cardName}>{card.title}</bdi>
        {after}
      </p>
      {card.is_recurrent ? (
        <div className={styles.checkRow}>
          <input
            id={checkboxId}
            type="checkbox"
            checked={stopRecurrence}
            onChange={(event) => setStopRecurrence(event.target.checked)}
          />
          <label htmlFor={checkboxId}>
            {t('card.delete.stopRepeats', 'Also stop future repeats')}
          </label>
        </div>
      ) : null}
      <div className={styles.actions}>
        <Button onClick={onCancel}>{t('common.cancel', 'Cancel')}</Button>
        <Button variant="danger" onClick={confirm}>
          {t('card.delete.confirm', 'Delete card')}
        </Button>
      </div>
    </div>
  );
}
