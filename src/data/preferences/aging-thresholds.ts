import { useSyncExternalStore } from 'react';
import { DEFAULT_AGING, MAX_AGING_DAYS, type AgingThresholds } from '@/domain/card-aging';

/**
 * A board's aging thresholds, kept in this browser (the service has no field for them:
 * docs/board-views.md). Per board; a board nobody tuned uses the defaults.
 */
const keyOf = (boardId: number) => `project-board:aging:${boardId}`;
const listeners = new Set<() => void>();
/** One object per board and stored text, so `useSyncExternalStore` sees a stable snapshot. */
const parsed = new Map<string, AgingThresholds>();

function isDays(value: unknown): value is number {
  return (
    typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_AGING_DAYS
  );
}

function read(boardId: number): AgingThresholds {
  let text: string | null = null;
  try {
    text = window.localStorage.getItem(keyOf(boardId));
  } catch {
    return DEFAULT_AGING;
  }
  if (text === null) return DEFAULT_AGING;
  const cached = parsed.get(`${boardId}:${text}`);
  if (cached) return cached;
  try {
    const value = JSON.parse(text) as Partial<AgingThresholds>;
    const { idleDays, staleDays } = value;
    if (!isDays(idleDays) || !isDays(staleDays) || staleDays <= idleDays) return DEFAULT_AGING;
    const thresholds = { idleDays, staleDays };
    parsed.set(`${boardId}:${text}`, thresholds);
    return thresholds;
  } catch {
    return DEFAULT_AGING;
  }
}

export function saveAgingThresholds(boardId: number, thresholds: AgingThresholds): void {
  try {
    window.localStorage.setItem(keyOf(boardId), JSON.stringify(thresholds));
  } catch {
    // Storage blocked: the thresholds last until the page goes.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed them.
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith('project-board:aging:')) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useAgingThresholds(boardId: number): AgingThresholds {
  return useSyncExternalStore(
    subscribe,
    () => read(boardId),
    () => DEFAULT_AGING,
  );
}
