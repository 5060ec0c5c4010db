import { useId, useState } from 'react';
import type { BoardWorkingSet, Card } from '@/api/types';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { useCloseCardDelete, useDeletingCardId } from './card-delete-store';
import { useRemoveCard } from './use-remove-card';
import styles from './Cards.module.css';

interface DeleteCardDialogProps {
  boardId: number;
  board: BoardWorkingSet;
}

/** The board's one "Delete card" confirmation; asks about the series of a recurrent card. */
export function DeleteCardDialog({ boardId, board }: DeleteCardDialogProps) {
  const cardId = useDeletingCardId();
  const close = useCloseCardDelete();
  const card = cardId === null ? undefined : board.cards.find((c) => c.id === cardId);
  return (
    <Dialog
      open={card !== undefined}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={card ? `Delete card #${card.number}?` : 'Delete card?'}
    >
      {card ? <DeleteCardForm key={card.id} boardId={boardId} card={card} onDone={close} /> : null}
    </Dialog>
  );
}

function DeleteCardForm({
  boardId,
  card,
  onDone,
}: {
  boardId: number;
  card: Card;
  onDone: () => void;
}) {
  const removeCard = useRemoveCard(boardId);
  const [stopRecurrence, setStopRecurrence] = useState(false);
  const checkboxId = useId();

  function confirm(): void {
    removeCard.mutate({
      boardId,
      cardId: card.id,
      ...(card.is_recurrent ? { stopRecurrence } : {}),
    });
    onDone();
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
        <Button onClick={onDone}>Cancel</Button>
        <Button variant="danger" onClick={confirm}>
          Delete card
        </Button>
      </div>
    </div>
  );
}
