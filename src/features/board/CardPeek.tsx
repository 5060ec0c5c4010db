import { useLocation } from 'wouter';
import type { Card } from '@/api/types';
import { Dialog } from '@/components/Dialog';

interface CardPeekProps {
  boardId: number;
  card: Card | null;
}

/** The open card over the board (the card route). Closing returns to the board as it was. */
export function CardPeek({ boardId, card }: CardPeekProps) {
  const [, navigate] = useLocation();
  const close = () => navigate(`/boards/${boardId}${window.location.search}`);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={card ? `#${card.number} ${card.title}` : 'Card not found'}
    >
      {card ? (
        <dl>
          <dt>Status</dt>
          <dd>{card.status ?? 'None'}</dd>
          <dt>Due</dt>
          <dd>{card.human_verbose_due_date ?? 'No due date'}</dd>
        </dl>
      ) : (
        <p>This card is not on the board. It may have been deleted or moved.</p>
      )}
    </Dialog>
  );
}
