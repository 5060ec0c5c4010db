/** The search's public face: the bar, the filters' bar and dialog, the board's search and its highlight. */
export { FiltersButton, SearchBar, preloadFiltersDialog } from './SearchBar';
export { FilterBar } from './FilterBar';
export { Highlight } from './Highlight';
export { HighlightQuery } from './highlight-query';
export { preloadLocalSearch, useBoardSearch, type VisibleSet } from './use-board-search';
export { useFilterState } from './use-filter-state';
export { useFiltersDialog } from './filters-dialog-store';
