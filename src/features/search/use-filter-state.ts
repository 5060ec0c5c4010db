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
  const filterPart = FILTER_PARAMS.map((key) => params.getAll(key).join('\n')).join('\u0000');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- decoded again only when a filter parameter changes
  const state = useMemo(() => decodeFilters(params), [filterPart]);
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
