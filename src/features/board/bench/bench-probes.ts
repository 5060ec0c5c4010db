import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { boardKeys } from '@/api/queries/keys';

/**
 * Probes for `npm run bench` (docs/performance.md), active only in the bench build
 * (`VITE_BENCH=1`, output in dist-bench/). In every other build `BENCH` is the constant
 * `false` and the minifier drops the bodies below.
 */
const BENCH = import.meta.env.VITE_BENCH === '1';

interface BenchWindow {
  __renders?: Record<string, number>;
  __benchRefetchBoard?: () => Promise<void>;
}

/** Counts one render of `name` on `window.__renders` (call it in a component's body). */
export function countRender(name: string): void {
  if (!BENCH) return;
  const counts = ((window as BenchWindow).__renders ??= {});
  counts[name] = (counts[name] ?? 0) + 1;
}

/** Marks `bench:board-data` once: the board's parsed data reached the page (mount starts). */
export function markBoardData(hasData: boolean): void {
  if (!BENCH || !hasData || performance.getEntriesByName('bench:board-data').length > 0) return;
  performance.mark('bench:board-data');
}

/** Lets the bench refetch the board in the background, as a stale query would on focus. */
export function useBenchRefetch(boardId: number): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!BENCH) return undefined;
    const probe = window as BenchWindow;
    probe.__benchRefetchBoard = () =>
      queryClient.refetchQueries({ queryKey: boardKeys.detail(boardId), exact: true });
    return () => {
      delete probe.__benchRefetchBoard;
    };
  }, [queryClient, boardId]);
}
