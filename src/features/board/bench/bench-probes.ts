/**
 * The two probes that must sit inside product code, since they time a render and a paint:
 * active only in the bench build (`VITE_BENCH=1`, output in dist-bench/). In every other build
 * `BENCH` is the constant `false` and the minifier drops the bodies below. The rest of the
 * probes mount in their own chunk (`BenchProbes.tsx`).
 */
const BENCH = import.meta.env.VITE_BENCH === '1';

interface BenchWindow {
  __renders?: Record<string, number>;
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
