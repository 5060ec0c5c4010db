import type { BoardWorkingSet } from '@/api/types';
import { cardOf } from '@/api/queries/board-index';
import { Dialog } from '@/components/Dialog';
import { useBoardDialogs, useDialogTarget } from '@/features/board-core';
import { lazyModule } from '@/lib/lazy-module';
import { t } from '@/lib/i18n/translate';

const form = lazyModule(() => import('@/features/card/delete/DeleteCardForm'));

/** Fetched when the board is idle after its first paint (BoardPage). */
export const preloadDeleteCardForm = form.preload;

interface DeleteCardDialogProps {
  boardId: number;
  board: BoardWorkingSet;
}

/** The board's one "Delete card" confirmation; asks about the series of a recurrent card. */
export function DeleteCardDialog({ boardId, board }: DeleteCardDialogProps) {
  const cardId = useDialogTarget('delete-card');
  const { close } = useBoardDialogs();
  const card = cardId === null ? undefined : cardOf(board, cardId);
  const loaded = form.useModule(card !== undefined);
  return (
    <Dialog
      open={card !== undefined}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={
        card
          ? t('card.delete.title', 'Delete card #{number}?', { number: String(card.number) })
          : t('card.delete.titleNoCard', 'Delete card?')
      }
    >
      {card && loaded ? (
        <loaded.DeleteCardForm
          key={card.id}
          boardId={boardId}
          card={card}
          onCancel={close}
          onDeleted={close}
        />
      ) : null}
    </Dialog>
  );
}
