import { useQuery } from '@tanstack/react-query';
import { cardOf } from '@/api/queries/board-index';
import { useEffect, useMemo } from 'react';
import { Link } from 'wouter';
import { boardQueries } from '@/api/queries/boards';
import { useApiClient } from '@/api/react/api-client-context';
import { QueryErrorScreen } from '@/components/QueryErrorScreen';
import { CardLayer, preloadCardLayer } from '@/features/card';
import { holdIdleWork, whenIdle } from '@/lib/when-idle';
import { preloadFiltersDialog, preloadLocalSearch } from '@/features/search';
import { loadMovingCode } from '@/features/selection';
import { useLiveBoard } from '@/data/live/use-live-board';
import { isUnreachable, useShownFromCopy } from '@/api/board-copy/copy-status';
import { BoardCopyStatus } from './copy/BoardCopyStatus';
import { markBoardData } from './bench/bench-probes';
import { BenchProbesSlot } from './bench/BenchProbesSlot';
import { BoardSkeleton } from './BoardSkeleton';
import { BoardViews } from './BoardViews';
import { preloadListView } from './list/LazyListView';
import { preloadCalendarView } from './calendar/LazyCalendarView';
import { layoutBoard, useBoardDialogs, useDialogTarget } from '@/features/board-core';
import { MoveCardDialog, preloadMoveCardForm } from './move/MoveCardDialog';
import { preloadDeleteCardForm } from './cards/DeleteCardDialog';
import { LiveAnnouncer } from './live/LiveAnnouncer';
import { useShowArchived } from './view/use-show-archived';
import styles from './BoardPage.module.css';
import { useDocumentTitle } from '@/lib/use-document-title';
import { preloadColumnForm } from './columns/LazyColumnForm';
import { paths } from '@/paths';
import { t } from '@/lib/i18n/translate';

interface BoardPageProps {
  boardId: number;
  cardId: number | null;
}

export function BoardPage({ boardId, cardId }: BoardPageProps) {
  const client = useApiClient();
  const board = useQuery(boardQueries.detail(client, boardId));
  const fromCopy = useShownFromCopy(boardId);
  useLiveBoard(boardId);
  // Idle work (preloads, here and elsewhere) waits until the board has something to paint.
  const waitingForBoard = board.isPending;
  useEffect(() => (waitingForBoard ? holdIdleWork() : undefined), [waitingForBoard]);
  useEffect(
    () =>
      whenIdle(() => {
        Promise.all([
          preloadCardLayer(),
          preloadFiltersDialog(),
          preloadColumnForm(),
          preloadMoveCardForm(),
          preloadDeleteCardForm(),
          preloadLocalSearch(),
          preloadListView(),
          preloadCalendarView(),
          // Loaded with the second selected card too; a drag started in the moment before it
          // is there would move one card (a keyboard drag right after two Ctrl+clicks did).
          loadMovingCode(),
        ]).catch(() => undefined);
      }),
    [],
  );
  markBoardData(board.data !== undefined);
  const openCard = useMemo(
    () => (cardId === null || !board.data ? undefined : cardOf(board.data, cardId)),
    [board.data, cardId],
  );
  useDocumentTitle(openCard ? `#${openCard.number} ${openCard.title}` : null, board.data?.name);
  const [showArchived, setShowArchived] = useShowArchived();
  const newCardColumnId = useDialogTarget('new-card');
  const { close: closeDialog } = useBoardDialogs();
  // Both views share this layout, so switching views does not rebuild it.
  const layout = useMemo(
    () => (board.data ? layoutBoard(board.data, { showArchived }) : null),
    [board.data, showArchived],
  );

  if (board.isPending) return <BoardSkeleton />;
  // A saved copy stays on screen while the server cannot be reached; other errors show.
  if ((board.isError && !(fromCopy && isUnreachable(board.error))) || !layout || !board.data) {
    return (
      <QueryErrorScreen
        error={board.error}
        subject={t('settings.subject', 'this board')}
        onRetry={() => void board.refetch()}
        actions={
          <Link href={paths.boards.href()}>{t('board.backToBoards', 'Back to your boards')}</Link>
        }
      />
    );
  }

  const canMove = board.data.permissions.edit;

  return (
    <div className={styles.page}>
      <LiveAnnouncer />
      <BenchProbesSlot boardId={boardId} />
      <BoardCopyStatus
        fromCopy={fromCopy}
        fetchStatus={board.fetchStatus}
        failure={board.failureReason}
      />
      <BoardViews
        boardId={boardId}
        board={board.data}
        layout={layout}
        canMove={canMove}
        showArchived={showArchived}
        onShowArchivedChange={setShowArchived}
      />
      {canMove ? <MoveCardDialog boardId={boardId} board={board.data} layout={layout} /> : null}
      <CardLayer
        boardId={boardId}
        cardId={cardId}
        board={board.data}
        newCardColumnId={newCardColumnId}
        onCloseNewCard={closeDialog}
      />
    </div>
  );
}
