/** Who a write was made by, and for which server: it is only ever sent as them, there. */
export interface OutboxOwner {
  /** The API root the write goes to (`https://pb.example.com/api`, or the demo's). */
  server: string;
  userId: number;
  /** To name them when their writes are kept apart ("3 changes made as Alice"). */
  name: string;
}

/**
 * One write that is not saved yet, as kept in IndexedDB: enough to send it again after a
 * reload, a tab close or a crash, in the order it was made, as the person who made it.
 */
export interface OutboxRecord {
  /** Also the write's `Idempotency-Key`, so sending it again never creates a second record. */
  id: string;
  /** Creation order across the tabs of this browser (ms × 1,000 + a counter). */
  seq: number;
  owner: OutboxOwner;
  /** The session that sends it; another takes it over only once that session has ended. */
  sender: string;
  /** The registered write (`registerWrite`) that rebuilds its request and optimistic change. */
  kind: string;
  /** What the write's builder needs besides the variables (board and card ids). */
  params: unknown;
  /** Its queue (`boardWriteScope`): writes of one queue are sent one at a time, in order. */
  scopeId: string | null;
  variables: unknown;
  createdAt: string;
}

export function sameOwner(a: OutboxOwner, b: OutboxOwner): boolean {
  return a.server === b.server && a.userId === b.userId;
}

export const bySeq = (a: OutboxRecord, b: OutboxRecord): number => a.seq - b.seq;

let lastSeq = 0;

/** A creation order that grows within this tab and roughly follows the clock across tabs. */
export function nextSeq(now: number = Date.now()): number {
  lastSeq = Math.max(lastSeq + 1, now * 1000);
  return lastSeq;
}
