import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { meQuery } from '@/api/queries/account';
import { boardQueries } from '@/api/queries/boards';
import { isApiError } from '@/api/http/errors';
import { useApiClient } from '@/api/react/api-client-context';
import type { BoardWorkingSet, CardCounters, CardTemplate } from '@/api/types';
import { mapFilterErrors, type FilterErrors } from './model/error-map';
import { hasActiveFilters, type FilterState } from './model/filter-state';
import { toSearchRequest } from './model/search-request';
import type { VisibleSet } from './model/visible-set';
import { withCounters } from './model/with-counters';
import { lazyModule } from '@/lib/lazy-module';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { t } from '@/lib/i18n/translate';

export const SEARCH_DEBOUNCE_MS = 250;

/**
 * The local matcher (with the date rules of the due buckets) is needed only once a filter is
 * set: it loads after the first paint (`preloadLocalSearch`, when idle) or with the first filter.
 */
const localMatcher = lazyModule(() => import('./model/local-search'));
export const preloadLocalSearch = localMatcher.preload;

export type { VisibleSet };

export interface BoardSearch {
  /** Any filter set: the views show only `visible`. */
  active: boolean;
  visible: VisibleSet | null;
  matchCount: number;
  /**
   * Cards the search covers (live, archived ones only when included); 0 while no filter is set
   * (nothing shows it then, and counting 5,000 cards on every board change is not free).
   */
  total: number;
  /** The server's answer for the current filters is shown (else the local one). */
  authoritative: boolean;
  /** The board with the server's `cards_summary` counters on the matching cards. */
  board: BoardWorkingSet;
  templates: readonly CardTemplate[] | null;
  errors: FilterErrors | null;
  /** A failure other than a 422 (the local result stays). */
  failure: string | null;
}

/**
 * Instant, then authoritative: the loaded working set is filtered locally with the shared
 * matcher on every change; the server's search (debounced, superseded requests cancelled by
 * React Query's signal) replaces it when it answers for the current filters.
 */
export function useBoardSearch(board: BoardWorkingSet, state: FilterState): BoardSearch {
  const client = useApiClient();
  const active = hasActiveFilters(state);
  const wantsMe = state.assignees.includes('me');
  const me = useQuery({ ...meQuery(client), enabled: wantsMe });
  const meId = me.data?.id ?? null;
  const request = useMemo(() => toSearchRequest(state, meId), [state, meId]);
  const matcher = localMatcher.useModule(active);
  const definitions = useMemo(() => matcher?.definitionMap(board), [matcher, board]);

  const local = useMemo(
    () =>
      active && matcher && definitions
        ? matcher.localSearch(board, request.filters, definitions, new Date())
        : null,
    [active, matcher, board, request, definitions],
  );
  const total = useMemo(
    () => (active && matcher ? matcher.cardsInScope(board, state.includeArchived) : 0),
    [active, matcher, board, state.includeArchived],
  );

  const settled = useDebouncedValue(request, SEARCH_DEBOUNCE_MS);
  const search = useQuery({
    ...boardQueries.search(client, board.id, settled.params),
    enabled: active && (!wantsMe || meId !== null),
    placeholderData: keepPreviousData,
  });
  const current = settled === request;
  const server = current && !search.isPlaceholderData && !search.isError ? search.data : undefined;

  const serverVisible = useMemo<VisibleSet | null>(
    () =>
      server
        ? {
            cardIds: new Set(server.cards.map((card) => card.id)),
            columnIds: new Set(Object.keys(server.columns).map(Number)),
          }
        : null,
    [server],
  );
  const localVisible = useMemo<VisibleSet | null>(
    () => (local ? { cardIds: new Set(local.cardIds), columnIds: new Set(local.columnIds) } : null),
    [local],
  );
  const summary: Readonly<Record<number, CardCounters>> | null = server?.cards_summary ?? null;
  const shownBoard = useMemo(() => withCounters(board, summary), [board, summary]);

  const error = current && search.isError ? search.error : null;
  const errors = useMemo(
    () =>
      isApiError(error) && error.kind === 'validation'
        ? mapFilterErrors(error.fieldErrors, settled.conditionIndexes)
        : null,
    [error, settled],
  );

  // The matcher's module also merges the server's answer (it is loaded whenever a filter is set).
  const visible = active
    ? (matcher?.shownVisible(serverVisible, localVisible) ?? serverVisible ?? localVisible)
    : null;
  return {
    active,
    visible,
    matchCount: visible?.cardIds.size ?? total,
    total,
    authoritative: serverVisible !== null,
    board: active ? shownBoard : board,
    templates: state.target === 'templates' ? (server?.card_templates ?? null) : null,
    errors,
    failure:
      error && !errors
        ? isApiError(error)
          ? error.message
          : t('search.failed', 'The search failed.')
        : null,
  };
}
