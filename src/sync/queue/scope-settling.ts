import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { boardKeys } from '@/api/queries/keys';

/**
 * What the writes of a scope leave to do once the last of them has settled (issue 44, "writes
 * settle from their answers"): a saved write's answer is the server's record after it, so it is
 * shown then, in the order the writes were made; a write whose answer cannot say what it changed,
 * or one that failed, owes a read of its board's working set instead.
 *
 * Nothing is shown before the last write settles: an earlier answer put on screen while later
 * changes are still on their way would take them back for a moment (a card moved twice would
 * jump back to its first place).
 */
/**
 * Shows one saved write's answer. `last`: it is the answer of the queue's last write, so the
 * server's record after every write made; an earlier answer is only that far (a card's place in
 * it may have changed since, by a later move), so it says the card's fields but not its place.
 */
export type ShowAnswer = (last: boolean) => void;

interface ScopeSettling {
  answers: ShowAnswer[];
  boardReads: Set<number>;
}

const byClient = new WeakMap<QueryClient, Map<string, ScopeSettling>>();

function settlingOf(queryClient: QueryClient, scopeId: string): ScopeSettling {
  let scopes = byClient.get(queryClient);
  if (!scopes) byClient.set(queryClient, (scopes = new Map()));
  let settling = scopes.get(scopeId);
  if (!settling) scopes.set(scopeId, (settling = { answers: [], boardReads: new Set() }));
  return settling;
}

/** A saved write's answer, to show (`show` writes it into the caches) when the scope settles. */
export function showAnswerLater(queryClient: QueryClient, scopeId: string, show: ShowAnswer): void {
  settlingOf(queryClient, scopeId).answers.push(show);
}

/** The board's working set is read again when the scope settles. */
export function oweBoardRead(queryClient: QueryClient, scopeId: string, boardId: number): void {
  settlingOf(queryClient, scopeId).boardReads.add(boardId);
}

/**
 * The last write of the scope has settled: shows the answers kept, then reads the boards owed a
 * read (the ones on screen; another is marked stale and read when it is shown again), but for
 * those the caller reads anyway (`readByCaller`).
 */
export async function settleScope(
  queryClient: QueryClient,
  scopeId: string,
  readByCaller: ReadonlySet<number> = new Set(),
): Promise<void> {
  const scopes = byClient.get(queryClient);
  const settling = scopes?.get(scopeId);
  if (!settling) return;
  scopes?.delete(scopeId);
  settling.answers.forEach((show, index) => show(index === settling.answers.length - 1));
  await Promise.all(
    [...settling.boardReads]
      .filter((boardId) => !readByCaller.has(boardId))
      .map((boardId) =>
        queryClient.invalidateQueries({ queryKey: boardKeys.detail(boardId), exact: true }),
      ),
  );
}

/**
 * An answer written into a cache entry, or the entry read when it holds nothing: a write's
 * optimistic step cancels a first read on its way (a card opened, a board loading, as a kept
 * write is sent again after a reload), and an answer has nothing to go into then.
 */
export function showInEntry<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  update: (data: T) => T,
): void {
  if (queryClient.getQueryData<T>(queryKey) === undefined) {
    void queryClient.invalidateQueries({ queryKey, exact: true });
    return;
  }
  queryClient.setQueryData<T>(queryKey, (data) => (data === undefined ? data : update(data)));
}
