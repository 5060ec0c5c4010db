import { lazy, Suspense } from 'react';

// `VITE_BENCH=1` builds only (dist-bench/): elsewhere the constant is false and the bundler
// drops the probes' chunk altogether.
const Probes = import.meta.env.VITE_BENCH === '1' ? lazy(() => import('./BenchProbes')) : null;

/** Where the bench probes mount on the board page; nothing outside the bench build. */
export function BenchProbesSlot({ boardId }: { boardId: number }) {
  return Probes ? (
    <Suspense fallback={null}>
      <Probes boardId={boardId} />
    </Suspense>
  ) : null;
}
