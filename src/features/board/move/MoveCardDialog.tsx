import { cardOf } from '@/api/queries/board-index';
import type { BoardWorkingSet } from '@/api/types';
import { Dialog } from '@/components/Dialog';
import { t } from '@/lib/i18n/translate';
import { lazyModule } from '@/lib/lazy-module';
import type { BoardLayout } from '../model/board-layout';
import { useBoardDialogs, useDialogTarget, useMoveCardLane } from '../state/board-dialogs';

const form = lazyModule(() => import('./MoveCardForm'));

/** Fetched when the board is idle after its first paint (BoardPage). */
export const preloadMoveCardForm = form.preload;

interface MoveCardDialogProps {
  boardId: number;
  board: BoardWorkingSet;
  layout: BoardLayout;
}

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
  const loaded = form.useModule(card !== undefined);
  return (
    <Dialog
      open={card !== undefined}
      onOpenChange={(open) => {
        if (!open) closeMove();
      }}
      title={
        card
          ? t('move.title', 'Move #{number} {title}', {
              number: String(card.number),
              title: card.title,
            })
          : t('move.titleNoCard', 'Move card')
      }
    >
      {card && loaded ? (
        <loaded.MoveCardForm
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
