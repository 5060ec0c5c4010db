import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'wouter';
import { decodeFilters, encodeFilters, FILTER_PARAMS } from './model/filter-codec';
import type { FilterState } from './model/filter-state';

/**
 * The board's filter state, kept in the URL (shareable; docs/search.md). Changes replace the
 * history entry and keep the other parameters (`view`, `archived`).
 */
export function useFilterState(): [FilterState, (next: FilterState) => void] {
  const [params, setParams] = useSearchParams();
  // Only the filter parameters, as a string: the state is decoded again (and its identity
  // changes) only when one of them changes, not when `view` or `archived` does.
  const filterPart = new URLSearchParams(
    FILTER_PARAMS.flatMap((key) => params.getAll(key).map((value) => [key, value])),
  ).toString();
  const state = useMemo(() => decodeFilters(new URLSearchParams(filterPart)), [filterPart]);
  const setState = useCallback(
    (next: FilterState) => {
      setParams((previous) => encodeFilters(next, new URLSearchParams(previous)), {
        replace: true,
      });
    },
    [setParams],
  );
  return [state, setState];
}
