import { useQuery } from '@tanstack/react-query';
import { cardOf } from '@/api/queries/board-index';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { boardQueries } from '@/api/queries/boards';
import type { BoardWorkingSet } from '@/api/types';
import { useApiClient } from '@/api/react/api-client-context';
import { QueryErrorScreen } from '@/components/QueryErrorScreen';
import { CardLayer, preloadCardLayer } from '@/features/card/panel/CardLayer';
import { whenIdle } from '@/lib/when-idle';
import { Button } from '@/components/Button';
import { FilterBar } from '@/features/search/FilterBar';
import { useFiltersDialog } from '@/features/search/filters-dialog-store';
import { preloadFiltersDialog, SearchBar } from '@/features/search/SearchBar';
import { preloadLocalSearch, useBoardSearch } from '@/features/search/use-board-search';
import { useFilterState } from '@/features/search/use-filter-state';
import { useQueryAfterPause } from '@/features/search/use-query-after-pause';
import { useLiveBoard } from '@/data/live/use-live-board';
import { markBoardData, useBenchRefetch } from './bench/bench-probes';
import { AgingProvider, useBoardAging } from './aging/aging-context';
import { onlyAgingCards, useStaleFilter } from './aging/stale-filter';
import { StaleToggle } from './aging/StaleToggle';
import { BoardSkeleton } from './BoardSkeleton';
import { LazyShortcutSheet } from './shortcuts/LazyShortcutSheet';
import { useBoardShortcuts } from './shortcuts/use-board-shortcuts';
import { BoardHeader } from './header/BoardHeader';
import { KanbanView } from './kanban/KanbanView';
import { LazyListView, preloadListView } from './list/LazyListView';
import { LazyCalendarView, preloadCalendarView } from './calendar/LazyCalendarView';
import { layoutBoard, type BoardLayout } from './model/board-layout';
import { MoveCardDialog } from './move/MoveCardDialog';
import { LiveAnnouncer } from './live/LiveAnnouncer';
import { KeptViews } from './view/KeptViews';
import { useShowArchived } from './view/use-show-archived';
import { useViewMode } from './view/use-view-mode';
import styles from './BoardPage.module.css';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ColumnSelectionToolbar } from './columns/ColumnSelectionToolbar';
import { useBoardDialogs, useDialogTarget } from './state/board-dialogs';
import { preloadColumnForm } from './columns/LazyColumnForm';
import { paths } from '@/paths';

interface BoardPageProps {
  boardId: number;
  cardId: number | null;
}

export function BoardPage({ boardId, cardId }: BoardPageProps) {
  const client = useApiClient();
  const board = useQuery(boardQueries.detail(client, boardId));
  useBenchRefetch(boardId);
  useLiveBoard(boardId);
  useEffect(
    () =>
      whenIdle(() => {
        Promise.all([
          preloadCardLayer(),
          preloadFiltersDialog(),
          preloadColumnForm(),
          preloadLocalSearch(),
          preloadListView(),
          preloadCalendarView(),
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
  if (board.isError || !layout) {
    return (
      <QueryErrorScreen
        error={board.error}
        subject="this board"
        onRetry={() => void board.refetch()}
        actions={<Link href={paths.boards.href()}>Back to your boards</Link>}
      />
    );
  }

  const canMove = board.data.permissions.edit;

  return (
    <div className={styles.page}>
      <LiveAnnouncer />
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

interface BoardViewsProps {
  boardId: number;
  board: BoardWorkingSet;
  layout: BoardLayout;
  canMove: boolean;
  showArchived: boolean;
  onShowArchivedChange: (show: boolean) => void;
}

/**
 * The header, the search, and the board in the chosen view (the view mode needs the loaded
 * board). With filters set, both views show only the matches (docs/search.md).
 */
function BoardViews({ showArchived, onShowArchivedChange, ...view }: BoardViewsProps) {
  const [viewMode, setViewMode] = useViewMode(view.board);
  const [filters, setFilters] = useFilterState();
  // The search box shows each keystroke at once; the board is filtered once typing pauses, in a
  // deferred render that React interrupts for the next keystroke, so typing never waits for
  // thousands of cards (docs/performance.md).
  const shownFilters = useDeferredValue(useQueryAfterPause(filters));
  const search = useBoardSearch(view.board, shownFilters);
  const aging = useBoardAging(view.boardId);
  const [staleOnly, setStaleOnly] = useStaleFilter();
  const agingCards = useMemo(
    () =>
      staleOnly
        ? onlyAgingCards(search.board, search.visible, {
            ...aging,
            showArchived: showArchived || shownFilters.includeArchived,
          })
        : null,
    [staleOnly, search.board, search.visible, aging, showArchived, shownFilters.includeArchived],
  );
  const visible = agingCards ?? search.visible;
  const layout = useMemo(
    () =>
      visible
        ? layoutBoard(search.board, {
            showArchived: showArchived || shownFilters.includeArchived,
            visible,
          })
        : view.layout,
    [visible, search.board, showArchived, shownFilters.includeArchived, view.layout],
  );
  const shown = { ...view, board: search.board, layout, highlight: shownFilters.query };
  const [sheetOpen, setSheetOpen] = useState(false);
  const openFilters = useFiltersDialog((state) => state.setOpen);
  const shortcutActions = useMemo(
    () => ({
      viewMode,
      setViewMode,
      staleOnly,
      setStaleOnly,
      openFilters: () => openFilters(true),
      openSheet: () => setSheetOpen(true),
    }),
    [viewMode, setViewMode, staleOnly, setStaleOnly, openFilters],
  );
  const shortcutSaid = useBoardShortcuts(shortcutActions);
  return (
    <>
      <BoardHeader
        board={view.board}
        viewMode={viewMode}
        onViewModeChange={setViewMode}
        showArchived={showArchived}
        onShowArchivedChange={onShowArchivedChange}
        search={
          <>
            <SearchBar board={view.board} state={filters} search={search} onChange={setFilters} />
            <StaleToggle
              on={staleOnly}
              count={agingCards?.cardIds.size ?? null}
              onChange={setStaleOnly}
            />
            <Button
              size="sm"
              variant="ghost"
              aria-haspopup="dialog"
              aria-label="Keyboard shortcuts"
              title="Keyboard shortcuts (?)"
              onClick={() => setSheetOpen(true)}
            >
              ?
            </Button>
          </>
        }
        tools={
          viewMode === 'kanban' && view.board.permissions.manage ? <ColumnSelectionToolbar /> : null
        }
      />
      <FilterBar board={view.board} state={filters} search={search} onChange={setFilters} />
      <p className="visually-hidden" aria-live="polite">
        {shortcutSaid}
      </p>
      <LazyShortcutSheet open={sheetOpen} onOpenChange={setSheetOpen} />
      <AgingProvider value={aging}>
        <KeptViews
          mode={viewMode}
          kanban={<KanbanView {...shown} />}
          list={<LazyListView {...shown} />}
          calendar={<LazyCalendarView {...shown} />}
        />
      </AgingProvider>
    </>
  );
}
