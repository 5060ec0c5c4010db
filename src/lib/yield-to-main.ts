interface PrioritizedScheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task so input and painting can run, and resumes in a new one. Long pieces
 * of work (parsing a 4 MB board) call it between steps so that no single task blocks the page
 * for their sum. Uses `scheduler.yield()` where the browser has it (the continuation keeps its
 * place ahead of other queued tasks), else a zero-delay timeout.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: PrioritizedScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
