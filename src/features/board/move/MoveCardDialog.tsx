import { cardOf } from '@/api/queries/board-index';
import { Dialog } from '@/components/Dialog';
import { t } from '@/lib/i18n/translate';
import { lazyModule } from '@/lib/lazy-module';
import type { MoveCardDialogProps } from './move-card-props';
import { movingCode, selectionMoving } from '@/features/selection';
import { useBoardDialogs, useDialogTarget, useMoveCardLane } from '@/features/board-core';

const moveForm = lazyModule(() => import('./MoveCardForm'));

/** Fetched when the board is idle after its first paint (BoardPage). */
export const preloadMoveCardForm = moveForm.preload;

/**
 * "Move to…": pick a column and a position; the same save as a drag. A column with a sticky
 * sort offers no position: the card goes where the sort puts it.
 */
export function MoveCardDialog({ boardId, board, layout }: MoveCardDialogProps) {
  const cardId = useDialogTarget('move-card');
  // A copy in a swimlane opens the lanes' own "Move to…" (it offers the lane too).
  const inLane = useMoveCardLane() !== null;
  const { close: closeMove } = useBoardDialogs();
  const card = cardId == null || inLane ? undefined : cardOf(board, cardId);
  const form = moveForm.useModule(card !== undefined);
  // A card of a selection (two or more) takes the whole selection along: "Move 20 cards".
  const movingTitle = card && movingCode()?.movingTitle(selectionMoving(boardId, card.id));
  return (
    <Dialog
      // Opens with its form there, so the focus lands in it.
      open={Boolean(card && form)}
      onOpenChange={(open) => {
        if (!open) closeMove();
      }}
      title={
        movingTitle ||
        (card
          ? t('move.title', 'Move #{number} {title}', {
              number: String(card.number),
              title: card.title,
            })
          : t('move.titleNoCard', 'Move card'))
      }
    >
      {card && form ? (
        <form.MoveCardForm
          key={card.id}
          boardId={boardId}
          board={board}
          layout={layout}
          cardId={card.id}
          fromColumnId={card.column_id}
          onDone={closeMove}
        />
      ) : null}
    </Dialog>
  );
}
