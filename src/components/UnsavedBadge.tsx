import styles from './UnsavedBadge.module.css';

/** "Unsaved": a change that shows but is not saved yet (tiles, rows, the card panel's fields). */
export function UnsavedBadge() {
  return (
    <span className={styles.unsaved} title="Not saved yet: it will be sent when possible">
      <span aria-hidden="true">●</span> Unsaved
    </span>
  );
}
