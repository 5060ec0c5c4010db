import type { BoardWorkingSet } from '@/api/types';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { lazyModule } from '@/lib/lazy-module';
import { CardPanelFallback } from './CardPanelFallback';

interface CardLayerProps {
  boardId: number;
  cardId: number | null;
  board: BoardWorkingSet;
  /** The column the "New card" dialog is open for (the board's dialog store); null: closed. */
  newCardColumnId: number | null;
  onCloseNewCard: () => void;
}

// The card panel and the "New card" dialog (with their forms, date handling and the editor's
// loader) are not on the board page's first load: each is fetched when it is first needed, or
// earlier when the browser is idle (`preloadCardLayer`).
const cardPanel = lazyModule(() => import('./CardPanel'));
const createCardDialog = lazyModule(() => import('../create/CreateCardDialog'));

export function preloadCardLayer(): Promise<unknown> {
  return Promise.all([cardPanel.preload(), createCardDialog.preload()]);
}

/** What the card feature puts over the board: the open card's panel and the "New card" dialog. */
export function CardLayer({
  boardId,
  cardId,
  board,
  newCardColumnId,
  onCloseNewCard,
}: CardLayerProps) {
  const canCreate = board.permissions.edit;
  const panel = cardPanel.useModule(cardId != null);
  const create = createCardDialog.useModule(canCreate && newCardColumnId !== null);
  return (
    <>
      {cardId != null && panel ? (
        <ErrorBoundary
          resetKey={cardId}
          fallback={(retry) => <CardPanelFallback boardId={boardId} retry={retry} />}
        >
          <panel.CardPanel boardId={boardId} cardId={cardId} board={board} />
        </ErrorBoundary>
      ) : null}
      {canCreate && create ? (
        <create.CreateCardDialog
          boardId={boardId}
          board={board}
          columnId={newCardColumnId}
          onClose={onCloseNewCard}
        />
      ) : null}
    </>
  );
}
