import type { Mutation, MutationCache } from '@tanstack/react-query';
import { create } from 'zustand';

/**
 * Which cards have writes that are not saved yet (running, queued, paused offline or waiting
 * for a sign-in, retrying). Fed by the MutationCache; a tile subscribes to its own card only,
 * so a save re-renders that one tile.
 */
interface PendingWritesState {
  byCard: Readonly<Record<number, number>>;
  total: number;
}

const usePendingWritesStore = create<PendingWritesState>()(() => ({
  byCard: {},
  total: 0,
}));

type AnyMutation = Mutation<unknown, Error, unknown, unknown>;

/** The card a write is about, from its variables (`{cardId}`), or null. */
function cardIdOf(mutation: AnyMutation): number | null {
  const variables: unknown = mutation.state.variables;
  if (typeof variables !== 'object' || variables === null || !('cardId' in variables)) return null;
  const { cardId } = variables;
  return typeof cardId === 'number' ? cardId : null;
}

let stopPrevious: (() => void) | null = null;

/**
 * Keeps the store in step with a MutationCache (one per session: tracking a new cache stops
 * tracking the previous one); returns the stop function.
 */
export function trackPendingWrites(cache: MutationCache): () => void {
  stopPrevious?.();
  const recompute = () => {
    const byCard: Record<number, number> = {};
    let total = 0;
    for (const mutation of cache.findAll({ status: 'pending' })) {
      total += 1;
      const cardId = cardIdOf(mutation);
      if (cardId !== null) byCard[cardId] = (byCard[cardId] ?? 0) + 1;
    }
    const previous = usePendingWritesStore.getState().byCard;
    // Keep the counts of unchanged cards: selectors compare per card anyway.
    usePendingWritesStore.setState({
      byCard: sameCounts(previous, byCard) ? previous : byCard,
      total,
    });
  };
  recompute();
  const unsubscribe = cache.subscribe((event) => {
    if (event.type === 'added' || event.type === 'removed' || event.type === 'updated') recompute();
  });
  const stop = () => {
    unsubscribe();
    usePendingWritesStore.setState({ byCard: {}, total: 0 });
    if (stopPrevious === stop) stopPrevious = null;
  };
  stopPrevious = stop;
  return stop;
}

function sameCounts(a: Readonly<Record<number, number>>, b: Readonly<Record<number, number>>) {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length && keys.every((key) => a[Number(key)] === b[Number(key)])
  );
}

/** True while the card has a write that is not saved yet. */
export const useCardHasUnsavedChanges = (cardId: number): boolean =>
  usePendingWritesStore((state) => (state.byCard[cardId] ?? 0) > 0);

/** How many writes are not saved yet (running, or waiting: offline, sign-in, queue). */
export const usePendingWriteCount = (): number => usePendingWritesStore((state) => state.total);
