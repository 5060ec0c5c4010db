import { useCardHasUnsavedChanges } from '@/api/mutations/pending-writes';
import styles from './UnsavedMarker.module.css';

/**
 * "Unsaved" on a card whose change is shown but not saved yet (sending, queued, offline,
 * waiting for a sign-in, retrying). Subscribes to its own card only: a save re-renders this
 * marker, not the tile or the board.
 */
export function UnsavedMarker({ cardId }: { cardId: number }) {
  const unsaved = useCardHasUnsavedChanges(cardId);
  return unsaved ? <UnsavedBadge /> : null;
}

/** The "Unsaved" badge itself (tiles, rows and the card panel's fields). */
export function UnsavedBadge() {
  return (
    <span className={styles.unsaved} title="Not saved yet: it will be sent when possible">
      <span aria-hidden="true">●</span> Unsaved
    </span>
  );
}
