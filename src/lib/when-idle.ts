/**
 * Runs `task` once the browser has nothing better to do (after the first paint), or after
 * `timeoutMs` at the latest. Used to fetch lazy chunks the user is likely to need soon (menus,
 * dialogs, toasts) without putting them on the first load. Returns a cancel function.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}
