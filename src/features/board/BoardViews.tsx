import { useDeferredValue, useMemo, useState } from 'react';
import type { BoardWorkingSet } from '@/api/types';
import { Button } from '@/components/Button';
import {
  FilterBar,
  useFiltersDialog,
  FiltersButton,
  SearchBar,
  useBoardSearch,
  useFilterState,
  HighlightQuery,
} from '@/features/search';
import { useScreenLayout } from '@/lib/screen-layout';
import { LazyInsightsView } from '@/features/insights';
import { AgingProvider, useBoardAging } from './aging/aging-context';
import { onlyAgingCards, useStaleFilter } from './aging/stale-filter';
import { StaleToggle } from './aging/StaleToggle';
import { LazyCalendarView } from './calendar/LazyCalendarView';
import { LazyCardKeys } from '@/features/card-focus';
import { ColumnSelectionToolbar } from './columns/ColumnSelectionToolbar';
import { BoardHeader } from './header/BoardHeader';
import { KanbanView } from './kanban/KanbanView';
import { isGroupingOf } from './lanes/lane-param';
import { LazyLanePicker } from './lanes/LazyLanePicker';
import { LazySwimlaneView } from './lanes/LazySwimlaneView';
import { useLanesParam } from './lanes/use-lanes-param';
import { LazyListView } from './list/LazyListView';
import { layoutBoard, type BoardLayout } from '@/features/board-core';
import { useSelectionOrder, LazySelectionBar } from '@/features/selection';
import { LazyShortcutSheet } from './shortcuts/LazyShortcutSheet';
import { useBoardShortcuts } from './shortcuts/use-board-shortcuts';
import { KeptViews } from './view/KeptViews';
import { useViewMode } from './view/use-view-mode';
import { t } from '@/lib/i18n/translate';

export interface BoardViewsProps {
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
export function BoardViews({ showArchived, onShowArchivedChange, ...view }: BoardViewsProps) {
  const [viewMode, setViewMode] = useViewMode(view.board);
  const [filters, setFilters] = useFilterState();
  // The search box shows each keystroke at once; the board is filtered for it right after, in a
  // deferred render that React interrupts for the next keystroke (docs/search.md).
  const shownFilters = useDeferredValue(filters);
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
  // The query reaches the titles' highlights through a context, not the tiles' props.
  const shown = { ...view, board: search.board, layout };
  useSelectionOrder(layout, viewMode);
  const [lanesParam, setLanes] = useLanesParam();
  const lanes = lanesParam && isGroupingOf(view.board, lanesParam) ? lanesParam : null;
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
  const phone = useScreenLayout() === 'phone';
  return (
    <>
      <BoardHeader
        board={view.board}
        viewMode={viewMode}
        onViewModeChange={setViewMode}
        showArchived={showArchived}
        onShowArchivedChange={onShowArchivedChange}
        search={
          <SearchBar board={view.board} state={filters} search={search} onChange={setFilters} />
        }
        searchTools={
          <>
            {/* A phone's search row has no room for it: it is in the options fold. */}
            {phone ? <FiltersButton state={filters} /> : null}
            <StaleToggle
              on={staleOnly}
              count={agingCards?.cardIds.size ?? null}
              onChange={setStaleOnly}
            />
            <Button
              aria-haspopup="dialog"
              aria-label={t('shortcuts.title', 'Keyboard shortcuts')}
              title={t('shortcuts.button', 'Keyboard shortcuts (?)')}
              onClick={() => setSheetOpen(true)}
            >
              ?
            </Button>
          </>
        }
        tools={
          viewMode === 'kanban' ? (
            <>
              <LazyLanePicker board={view.board} grouping={lanes} onChange={setLanes} />
              {view.board.permissions.manage && !lanes ? <ColumnSelectionToolbar /> : null}
            </>
          ) : null
        }
      />
      <FilterBar board={view.board} state={filters} search={search} onChange={setFilters} />
      <p className="visually-hidden" aria-live="polite">
        {shortcutSaid}
      </p>
      <LazyCardKeys boardId={view.boardId} board={view.board} layout={layout} viewMode={viewMode} />
      <LazyShortcutSheet open={sheetOpen} onOpenChange={setSheetOpen} />
      <LazySelectionBar boardId={view.boardId} board={view.board} layout={layout} />
      <AgingProvider value={aging}>
        <HighlightQuery value={shownFilters.query}>
          <KeptViews
            mode={viewMode}
            kanban={
              lanes ? <LazySwimlaneView {...shown} grouping={lanes} /> : <KanbanView {...shown} />
            }
            list={<LazyListView {...shown} />}
            calendar={<LazyCalendarView {...shown} />}
            insights={
              <LazyInsightsView boardId={view.boardId} board={view.board} visible={visible} />
            }
          />
        </HighlightQuery>
      </AgingProvider>
    </>
  );
}
