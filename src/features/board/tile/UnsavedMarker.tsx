import { useCardHasUnsavedChanges } from '@/sync/queue/pending-writes';
import { UnsavedBadge } from '@/components/UnsavedBadge';

/**
 * "Unsaved" on a card whose change is shown but not saved yet (sending, queued, offline,
 * waiting for a sign-in, retrying). Subscribes to its own card only: a save re-renders this
 * marker, not the tile or the board.
 */
export function UnsavedMarker({ cardId }: { cardId: number }) {
  const unsaved = useCardHasUnsavedChanges(cardId);
  return unsaved ? <UnsavedBadge /> : null;
}
