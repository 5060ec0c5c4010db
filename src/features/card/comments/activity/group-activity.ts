import type { CardActivity } from '@/api/types';

/** Entries by one person this close together read as one row. */
export const GROUP_WINDOW_MS = 60_000;

export interface ActivityGroup {
  /** The first entry's id: a stable React key. */
  key: number;
  actor: CardActivity['actor'];
  /** When the group began (its first entry). */
  at: string | null;
  entries: CardActivity[];
}

const timeOf = (entry: CardActivity) => (entry.at ? Date.parse(entry.at) : Number.NaN);

/** Oldest first (the server sends newest first), by time then id. */
export function oldestFirst(entries: readonly CardActivity[]): CardActivity[] {
  return [...entries].sort((a, b) => (timeOf(a) || 0) - (timeOf(b) || 0) || a.id - b.id);
}

/**
 * Consecutive entries (oldest first) by the same person within a minute of the group's first
 * entry make one group; anything else starts a new one.
 */
export function groupActivity(entries: readonly CardActivity[]): ActivityGroup[] {
  const groups: ActivityGroup[] = [];
  for (const entry of oldestFirst(entries)) {
    const last = groups[groups.length - 1];
    const first = last?.entries[0];
    const sameActor = last !== undefined && (last.actor?.id ?? null) === (entry.actor?.id ?? null);
    const close = first !== undefined && Math.abs(timeOf(entry) - timeOf(first)) <= GROUP_WINDOW_MS;
    if (last && sameActor && close) {
      last.entries.push(entry);
    } else {
      groups.push({ key: entry.id, actor: entry.actor, at: entry.at, entries: [entry] });
    }
  }
  return groups;
}
