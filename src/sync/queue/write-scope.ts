import type { Mutation, QueryClient } from '@tanstack/react-query';

/**
 * Writes to one board share a React Query mutation scope, so they run one at a time in the
 * order they were made: two saves of the same card can never land in the wrong order, and a
 * move's `order` is computed against the board as the earlier writes left it. While one write
 * waits (offline, a retry's backoff, a sign-in), the later ones wait behind it.
 */
export function boardWriteScope(boardId: number): { id: string } {
  return { id: `board-${boardId}` };
}

function scopeIdOf(mutation: Mutation<unknown, Error, unknown, unknown>): string | undefined {
  return mutation.options.scope?.id;
}

/** Per scope, writes already shown on screen but not handed to the queue yet. */
const promised = new Map<string, number>();

/**
 * A write shown on screen now and handed to the queue later (an undo's inverse writes, sent in
 * slices after the frame that shows them): until `release` (it was handed over, or cancelled)
 * it counts as one of the scope's pending writes, so no write before it settles the scope and
 * shows the server's answer over the change it has not sent yet.
 */
export function promiseWrite(scopeId: string): () => void {
  promised.set(scopeId, (promised.get(scopeId) ?? 0) + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (promised.get(scopeId) ?? 1) - 1;
    if (left > 0) promised.set(scopeId, left);
    else promised.delete(scopeId);
  };
}

/**
 * Writes of a scope that have not settled yet (running, queued, paused or retrying), and those
 * promised to it.
 */
export function pendingWritesInScope(client: QueryClient, scopeId: string): number {
  const queued = client.getMutationCache().findAll({
    status: 'pending',
    predicate: (mutation) => scopeIdOf(mutation) === scopeId,
  }).length;
  return queued + (promised.get(scopeId) ?? 0);
}

export function boardHasPendingWrites(client: QueryClient, boardId: number): boolean {
  return pendingWritesInScope(client, boardWriteScope(boardId).id) > 0;
}

/**
 * The board a query key belongs to (`['boards', 'detail', id, ...]`), so a refresh can leave
 * alone the boards whose optimistic changes are still on their way.
 */
export function boardIdOfKey(queryKey: readonly unknown[]): number | null {
  const [root, kind, id] = queryKey;
  return root === 'boards' && kind === 'detail' && typeof id === 'number' ? id : null;
}

/**
 * Called when a write settles: true when it is the last pending write of its scope, the
 * moment to refetch. Refetching earlier would bring back the server's state without the
 * writes still queued, and their optimistic changes would flicker away.
 */
export function isLastWriteOfScope(
  client: QueryClient,
  scope: { id: string } | undefined,
): boolean {
  return scope === undefined || pendingWritesInScope(client, scope.id) <= 1;
}
