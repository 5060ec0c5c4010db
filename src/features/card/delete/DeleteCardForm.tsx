import { useId, useState } from 'react';
import type { Card } from '@/api/types';
import { Button } from '@/components/Button';
import { useWriteServices } from '@/api/react/use-write-services';
import { deleteCardUndoably } from './delete-card';
import styles from './DeleteCardForm.module.css';

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

  return (
    <div>
      <p className={styles.confirmText}>
        <bdi className={styles.cardName}>{card.title}</bdi> will be deleted.
      </p>
      {card.is_recurrent ? (
        <div className={styles.checkRow}>
          <input
            id={checkboxId}
            type="checkbox"
            checked={stopRecurrence}
            onChange={(event) => setStopRecurrence(event.target.checked)}
          />
          <label htmlFor={checkboxId}>Also stop future repeats</label>
        </div>
      ) : null}
      <div className={styles.actions}>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="danger" onClick={confirm}>
          Delete card
        </Button>
      </div>
    </div>
  );
}
