import { useTeammateChange } from '@/data/live/live-board-store';
import styles from './TeammateChangeMarker.module.css';

/**
 * "Moved by Eli Editor" on a card a teammate just changed, for a few seconds: part of the
 * tile's text, so a screen reader reads it with the card. Subscribes to its own card only;
 * the tile's highlight is CSS on its presence (`:has`), so the tile itself does not re-render.
 */
export function TeammateChangeMarker({ cardId }: { cardId: number }) {
  const description = useTeammateChange(cardId);
  if (description === null) return null;
  return (
    <span className={styles.marker} data-teammate-change="">
      {description}
    </span>
  );
}
