import { useState } from 'react';
import type { CardDetail } from '@/api/types';
import { Button } from '@/components/Button';
import { DeleteCardForm } from '@/features/board/cards/DeleteCardForm';
import styles from './CardPanel.module.css';

interface DeleteCardSectionProps {
  card: CardDetail;
  onDeleted: () => void;
}

/** Delete with the board's confirmation form: asks about the series of a recurrent card. */
export function DeleteCardSection({ card, onDeleted }: DeleteCardSectionProps) {
  const [confirming, setConfirming] = useState(false);
  if (!confirming) {
    return (
      <Button variant="danger" size="sm" onClick={() => setConfirming(true)}>
        Delete card…
      </Button>
    );
  }
  return (
    <div role="group" aria-label="Confirm delete" className={styles.section}>
      <DeleteCardForm
        boardId={card.board_id}
        card={card}
        onCancel={() => setConfirming(false)}
        onDeleted={onDeleted}
      />
    </div>
  );
}
