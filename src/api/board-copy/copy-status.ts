import { useSyncExternalStore } from 'react';
import { isApiError } from '../http/errors';

/** A failure that means the server could not be reached (a saved copy stays on screen). */
export function isUnreachable(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'network' || error.kind === 'server');
}

/** The boards on screen from their saved copy, not yet confirmed by a read from the server. */
const fromCopy = new Set<number>();
const listeners = new Set<() => void>();

export function setShownFromCopy(boardId: number, shown: boolean): void {
  if (fromCopy.has(boardId) === shown) return;
  if (shown) fromCopy.add(boardId);
  else fromCopy.delete(boardId);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while the board shown is its saved copy (until the server's answer confirms or replaces it). */
export function useShownFromCopy(boardId: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => fromCopy.has(boardId),
    () => false,
  );
}

/** A new session starts with nothing shown from a copy. */
export function resetShownFromCopy(): void {
  [...fromCopy].forEach((boardId) => setShownFromCopy(boardId, false));
}
