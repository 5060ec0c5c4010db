import { useSyncExternalStore } from 'react';

/**
 * The card that can be picked up now: the one the pointer pressed, a finger touched or the
 * keyboard focused, or the one being dragged. Only that card holds a dnd-kit draggable
 * (`use-pick-up.tsx`), so a drag start, a drop or a teammate's move re-renders the cards it
 * touches, not every mounted tile. One id for every view: the drag ids say which view's card.
 */
let pickedUp: string | null = null;
const subscribers = new Set<() => void>();

function subscribe(subscriber: () => void): () => void {
  subscribers.add(subscriber);
  return () => subscribers.delete(subscriber);
}

export function pickedUpId(): string | null {
  return pickedUp;
}

export function pickUp(dragId: string): void {
  if (pickedUp === dragId) return;
  pickedUp = dragId;
  for (const subscriber of subscribers) subscriber();
}

/** Re-renders only when this card becomes, or stops being, the one that can be picked up. */
export function useIsPickedUp(dragId: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pickedUp === dragId,
    () => false,
  );
}
