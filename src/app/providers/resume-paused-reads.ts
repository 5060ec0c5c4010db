import { focusManager, onlineManager, type QueryClient } from '@tanstack/react-query';

/**
 * React Query continues paused reads on reconnect (and focus) only once every paused write has
 * finished: `QueryClient.mount` runs `await resumePausedMutations()`, then
 * `queryCache.onOnline()`. A write waiting in its scope behind one that awaits a board refetch
 * never finishes while that refetch is paused, so neither moves again until a reload. Continuing
 * the reads at once breaks the cycle (a read already running is not started twice).
 */
export function resumePausedReads(queryClient: QueryClient): () => void {
  const stopOnline = onlineManager.subscribe((online) => {
    if (online) queryClient.getQueryCache().onOnline();
  });
  const stopFocus = focusManager.subscribe((focused) => {
    if (focused) queryClient.getQueryCache().onFocus();
  });
  return () => {
    stopOnline();
    stopFocus();
  };
}
