import { useEffect, useId, useRef } from 'react';
import type { BoardWorkingSet } from '@/api/types';
import { Button } from '@/components/Button';
import { lazyModule } from '@/lib/lazy-module';
import type { FilterState } from './model/filter-state';
import { resultCountText } from './model/result-count';
import type { BoardSearch } from './use-board-search';
import { useSlashFocus } from './use-slash-focus';
import { useFiltersDialog } from './filters-dialog-store';
import styles from './Search.module.css';
import { t } from '@/lib/i18n/translate';

interface SearchBarProps {
  board: BoardWorkingSet;
  state: FilterState;
  search: BoardSearch;
  onChange: (state: FilterState) => void;
}

// The filters dialog (every filter kind and its value editors) is fetched when first opened, or
// when the browser is idle on a board (`preloadFiltersDialog`): not on the first load.
const filtersDialog = lazyModule(() => import('./ui/FiltersDialog'));
export const preloadFiltersDialog = filtersDialog.preload;

/** Free-text search (instant), the filters dialog, and how many cards match. */
export function SearchBar({ board, state, search, onChange }: SearchBarProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const { open, setOpen } = useFiltersDialog();
  // Left open, it would greet the next board.
  useEffect(() => () => setOpen(false), [setOpen]);
  const dialog = filtersDialog.useModule(open);
  useSlashFocus(inputRef);
  return (
    <div className={styles.bar} role="search" aria-label={t('search.label', 'Search this board')}>
      <label htmlFor={inputId} className="visually-hidden">
        {t('search.input', 'Search cards')}
      </label>
      <input
        id={inputId}
        ref={inputRef}
        type="search"
        className={styles.searchInput}
        placeholder={t('search.placeholder', 'Search cards  /')}
        autoComplete="off"
        value={state.query}
        aria-describedby={search.errors?.sections.query ? `${inputId}-error` : undefined}
        onChange={(event) => onChange({ ...state, query: event.target.value })}
      />
      <FiltersButton state={state} className={styles.filtersInBar} />
      <p
        className={styles.count}
        role="status"
        data-result={search.active ? (search.authoritative ? 'server' : 'local') : undefined}
      >
        {search.active
          ? resultCountText({
              target: state.target,
              matchCount: search.matchCount,
              total: search.total,
              columnCount: search.visible?.columnIds.size ?? 0,
              templateCount: search.templates?.length ?? null,
            })
          : null}
      </p>
      {search.errors?.sections.query ? (
        <p id={`${inputId}-error`} className={styles.error} role="alert">
          {search.errors.sections.query}
        </p>
      ) : null}
      {dialog ? (
        <dialog.FiltersDialog
          open={open}
          onOpenChange={setOpen}
          board={board}
          state={state}
          errors={search.errors}
          onChange={onChange}
        />
      ) : null}
    </div>
  );
}

/**
 * "Filters (2)": opens the filters dialog. In the search bar, and on a phone in the board's
 * options fold instead (the bar keeps the search box and the view switch on one row).
 */
export function FiltersButton({ state, className }: { state: FilterState; className?: string }) {
  const setOpen = useFiltersDialog((store) => store.setOpen);
  const filterCount =
    state.tags.length +
    state.assignees.length +
    state.statuses.length +
    state.dueDates.length +
    state.customFields.length +
    state.relations.length +
    (state.includeArchived ? 1 : 0) +
    (state.target === null ? 0 : 1);
  return (
    <Button onClick={() => setOpen(true)} aria-haspopup="dialog" className={className}>
      {filterCount > 0
        ? t('search.filtersCount', 'Filters ({count})', { count: filterCount })
        : t('filters.title', 'Filters')}
    </Button>
  );
}
