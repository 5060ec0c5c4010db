/**
 * Runs `task` once the browser has nothing better to do (after the first paint), or after
 * `timeoutMs` at the latest. Used to fetch lazy chunks the user is likely to need soon (menus,
 * dialogs, toasts) without putting them on the first load. Returns a cancel function.
 *
 * A screen still waiting for what it paints first holds idle work back (`holdIdleWork`): on a
 * warm start the browser is idle while the board's copy is read, and preloads that ran then
 * took the main thread just before the board painted (docs/performance.md, "Stop 36").
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  let cancelled = false;
  let cancelIdle = () => {};
  const run = () => {
    if (cancelled) return;
    if (holds > 0) held.add(schedule);
    else task();
  };
  const schedule = () => {
    cancelIdle = requestIdle(run, timeoutMs);
  };
  schedule();
  return () => {
    cancelled = true;
    held.delete(schedule);
    cancelIdle();
  };
}

let holds = 0;
const held = new Set<() => void>();

/** Holds idle work back until the returned release is called (once is enough). */
export function holdIdleWork(): () => void {
  holds += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
    if (holds > 0) return;
    const waiting = [...held];
    held.clear();
    waiting.forEach((schedule) => schedule());
  };
}

function requestIdle(callback: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 200);
  return () => window.clearTimeout(handle);
}
