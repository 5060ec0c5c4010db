import { useId, useState } from 'react';
import type { CardDetail } from '@/api/types';
import { Button } from '@/components/Button';
import { useRemoveCard } from '@/features/board/cards/use-remove-card';
import styles from './CardPanel.module.css';

interface DeleteCardSectionProps {
  card: CardDetail;
  onDeleted: () => void;
}

/** Delete with the board's confirmation flow: asks about the series of a recurrent card. */
export function DeleteCardSection({ card, onDeleted }: DeleteCardSectionProps) {
  const removeCard = useRemoveCard(card.board_id);
  const [confirming, setConfirming] = useState(false);
  const [stopRecurrence, setStopRecurrence] = useState(false);
  const checkboxId = useId();

  if (!confirming) {
    return (
      <Button variant="danger" size="sm" onClick={() => setConfirming(true)}>
        Delete card…
      </Button>
    );
  }
  return (
    <div role="group" aria-label="Confirm delete" className={styles.section}>
      <p>
        <bdi>{card.title}</bdi> will be deleted.
      </p>
      {card.is_recurrent ? (
        <p>
          <input
            id={checkboxId}
            type="checkbox"
            checked={stopRecurrence}
            onChange={(event) => setStopRecurrence(event.target.checked)}
          />
          <label htmlFor={checkboxId}>Also stop future repeats</label>
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button onClick={() => setConfirming(false)}>Cancel</Button>
        <Button
          variant="danger"
          onClick={() => {
            removeCard.mutate({
              boardId: card.board_id,
              cardId: card.id,
              ...(card.is_recurrent ? { stopRecurrence } : {}),
            });
            onDeleted();
          }}
        >
          Delete card
        </Button>
      </div>
    </div>
  );
}
